import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDiskFull } from './errors.ts';

const pgError = (code: string) => Object.assign(new Error(`SQLSTATE ${code}`), { code });
const sqliteError = (errcode: number) =>
  Object.assign(new Error(`SQLite ${errcode}`), { code: 'ERR_SQLITE_ERROR', errcode });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['55000', 'a database that refuses connections (ALLOW_CONNECTIONS false)'],
    ['57P01', 'an administrator shutdown'],
    ['57P02', 'a crash shutdown'],
    ['57P03', 'a server that is starting up or shutting down'],
    ['53300', 'too many connections'],
    ['57014', 'a statement cancelled by statement_timeout'],
    ['08006', 'a connection failure'],
    ['ECONNREFUSED', 'nobody listening'],
  ])('is true for PostgreSQL or socket code %s (%s)', (code) => {
    expect(isDatabaseUnavailable(pgError(code))).toBe(true);
  });

  it.each([
    [5, 'SQLITE_BUSY'],
    [6, 'SQLITE_LOCKED'],
    [10, 'SQLITE_IOERR'],
    [13, 'SQLITE_FULL'],
    [14, 'SQLITE_CANTOPEN'],
    [(3 << 8) | 10, 'SQLITE_IOERR_WRITE'],
  ])('is true for SQLite errcode %i (%s)', (errcode) => {
    expect(isDatabaseUnavailable(sqliteError(errcode))).toBe(true);
  });

  it.each([
    ['23505', 'a unique violation'],
    ['42P01', 'a missing table'],
    ['22P02', 'bad input'],
  ])('is false for %s (%s): a bug or a conflict, not an outage', (code) => {
    expect(isDatabaseUnavailable(pgError(code))).toBe(false);
  });

  it('looks through causes, and is false for what is not an error', () => {
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: pgError('55000') }))).toBe(true);
    expect(isDatabaseUnavailable(sqliteError(2067))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('55000')).toBe(false);
  });
});

describe('isDiskFull', () => {
  it.each([
    [Object.assign(new Error('no space'), { code: 'ENOSPC' }), true],
    [Object.assign(new Error('quota'), { code: 'EDQUOT' }), true],
    [sqliteError(13), true],
    [new Error('wrapped', { cause: sqliteError(13) }), true],
    [sqliteError(10), false],
    [pgError('53100'), true],
    [pgError('55000'), false],
    [new Error('other'), false],
  ])('%o → %s', (error, full) => {
    expect(isDiskFull(error)).toBe(full);
  });
});

/** A unique constraint said no: SQLite's SQLITE_CONSTRAINT_UNIQUE / PRIMARYKEY or PostgreSQL's 23505. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; errcode?: unknown };
  return e.code === '23505' || e.errcode === 2067 || e.errcode === 1555;
}

// PostgreSQL: the server shutting down or refusing (57P0x, 53300 too many connections), a statement
// cancelled by statement_timeout (57014), a broken connection (08xxx); Node's socket errors.
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres's own words for a connection that broke, never came, or stopped answering.
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/;
// SQLite's primary result codes: BUSY, LOCKED, IOERR, FULL, CANTOPEN.
const SQLITE_UNAVAILABLE = new Set([5, 6, 10, 13, 14]);

/**
 * The database could not do its part just now (down, unreachable, too slow, locked, its disk
 * full): the request was fine and may succeed in a moment, so it is answered with 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth += 1) {
    const { code, errcode, message, cause } = e as {
      code?: unknown;
      errcode?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof errcode === 'number' && SQLITE_UNAVAILABLE.has(errcode & 0xff)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}

/** A unique constraint said no: SQLite's SQLITE_CONSTRAINT_UNIQUE / PRIMARYKEY or PostgreSQL's 23505. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; errcode?: unknown };
  return e.code === '23505' || e.errcode === 2067 || e.errcode === 1555;
}

// PostgreSQL: the server shutting down or refusing (57P0x, 53300 too many connections, 55000 a
// database whose connections are switched off), a statement cancelled by statement_timeout (57014),
// a broken connection (08xxx); Node's socket errors.
const UNAVAILABLE_CODES = new Set([
  '55000',
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
const SQLITE_FULL = 13;
// A full disk or quota under DATA_DIR, SQLite's database file, or PostgreSQL's (53100 disk_full).
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/** Each error of a chain of causes, from the outermost, at most five deep. */
function* causes(error: unknown): Generator<{ code?: unknown; errcode?: unknown; message?: unknown }> {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth += 1) {
    yield e as { code?: unknown; errcode?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** The disk is full: nothing is wrong with the request, and it may succeed once there is room. */
export function isDiskFull(error: unknown): boolean {
  for (const { code, errcode } of causes(error)) {
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return true;
    if (typeof errcode === 'number' && (errcode & 0xff) === SQLITE_FULL) return true;
  }
  return false;
}

/**
 * The database could not do its part just now (down, unreachable, too slow, locked, its disk
 * full): the request was fine and may succeed in a moment, so it is answered with 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, errcode, message } of causes(error)) {
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof errcode === 'number' && SQLITE_UNAVAILABLE.has(errcode & 0xff)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

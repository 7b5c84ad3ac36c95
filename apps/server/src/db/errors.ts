/** A unique constraint said no: SQLite's SQLITE_CONSTRAINT_UNIQUE / PRIMARYKEY or PostgreSQL's 23505. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; errcode?: unknown };
  return e.code === '23505' || e.errcode === 2067 || e.errcode === 1555;
}

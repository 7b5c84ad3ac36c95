import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A folder named on the command line, resolved where the operator typed it: `npm run` moves the
 * process to the repository root but keeps the caller's folder in INIT_CWD.
 */
export function resolveFromCaller(folder: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
}

/** The entries of a folder (a fresh filesystem's lost+found does not count), or undefined if it is missing. */
export async function entriesOf(dir: string): Promise<string[] | undefined> {
  try {
    return (await fs.readdir(dir)).filter((name) => name !== 'lost+found').sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** "app.db, files and 3 more": enough of a folder's contents to recognise it. */
export function describeEntries(entries: string[]): string {
  const shown = entries.slice(0, 3).join(', ');
  return entries.length > 3 ? `${shown} and ${entries.length - 3} more` : shown;
}

/** True when `inner` is `outer` or lies somewhere below it. */
export function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Creates the folder if missing (private: a backup holds password hashes and the app secret) and proves it can be written. */
export async function prepareWritableFolder(dir: string): Promise<{ created: boolean }> {
  const existed = (await entriesOf(dir)) !== undefined;
  if (!existed) await makeFolder(dir, 0o700);
  const probe = path.join(dir, `.write-test-${randomUUID()}`);
  await fs.writeFile(probe, '');
  await fs.rm(probe);
  return { created: !existed };
}

/**
 * `mkdir -p` that reports the real reason it failed: Node's recursive mkdir answers ENOENT on a
 * read-only disk (EROFS) and in some other cases, which would send the operator looking for a
 * missing folder.
 */
export async function makeFolder(dir: string, mode = 0o777): Promise<void> {
  try {
    await fs.mkdir(dir, { mode });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && (await fs.stat(dir)).isDirectory()) return;
    if (code !== 'ENOENT' || path.dirname(dir) === dir) throw error;
    await makeFolder(path.dirname(dir), mode);
    await fs.mkdir(dir, { mode }).catch((again: NodeJS.ErrnoException) => {
      if (again.code !== 'EEXIST') throw again;
    });
  }
}

/** Flushes a file or folder to the disk, so a backup reported as written survives a power cut. */
export async function syncToDisk(file: string): Promise<void> {
  const handle = await fs.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The errno-style code of a failed write (SQLite reports a full disk as SQLITE_FULL). */
export function errorCode(error: unknown): string {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  if (errcode === 13) return 'ENOSPC';
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
  return 'error';
}

/** What an operator does about a failed write, by its code. */
export function writeAdvice(code: string, error: unknown): string {
  switch (code) {
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return 'this user cannot write there (permissions, or a read-only disk); choose another folder or fix its permissions';
    case 'ENOSPC':
    case 'EDQUOT':
      return 'the disk is full; free some space or choose another disk';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'a file is in the way where a folder is needed';
    default:
      return String((error as Error)?.message ?? error);
  }
}

/** Bytes as people read them: 812 B, 14.2 kB, 3.1 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** Empties a folder that was empty before we wrote into it, or removes it if we made it. */
export async function removeOurs(dir: string, created: boolean): Promise<void> {
  if (created) {
    await fs.rm(dir, { recursive: true, force: true }).catch(() => undefined);
    return;
  }
  for (const name of (await entriesOf(dir).catch(() => undefined)) ?? []) {
    await fs.rm(path.join(dir, name), { recursive: true, force: true }).catch(() => undefined);
  }
}

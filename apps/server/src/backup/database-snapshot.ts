import crypto from 'node:crypto';
import fs from 'node:fs';
import { backup, DatabaseSync } from 'node:sqlite';
import { BackupError } from './backup-error.ts';
import { syncToDisk } from './folders.ts';

/**
 * All pages in one step. SQLite restarts an online backup whenever another connection (the
 * running server) writes between two steps, so a busy server could keep a paged backup from ever
 * finishing. One step reads one snapshot inside one read transaction, which in WAL mode never
 * blocks the server's writes.
 */
const ALL_PAGES = 2 ** 31 - 1;

export type DatabaseCopy = {
  bytes: number;
  sha256: string;
  migrations: string[];
  rows: Record<string, number>;
  liveSites: number;
  /** Storage keys the copied rows point at: every cover, and the page of every live site. */
  referencedFiles: string[];
};

/**
 * Copies the live database at `source` to `target` with SQLite's online backup: a consistent
 * snapshot of every committed transaction, taken while the server keeps writing. The copy is
 * turned into a plain single-file database (no WAL beside it) and checked before it is trusted.
 */
export async function copyDatabase(
  source: string,
  target: string,
  onWriteError: (error: unknown) => never,
): Promise<DatabaseCopy> {
  let live: DatabaseSync;
  try {
    live = new DatabaseSync(source);
  } catch (error) {
    throw new BackupError(`Cannot open the database ${source}: ${(error as Error).message}`);
  }
  try {
    live.exec('PRAGMA busy_timeout = 5000');
    await backupWhenFree(live, target);
  } catch (error) {
    if ((((error as SqliteError).errcode ?? 0) & 0xff) === SQLITE_FULL) onWriteError(error);
    throw new BackupError(`Cannot copy the database ${source}: ${(error as Error).message}`);
  } finally {
    live.close();
  }

  const copy = new DatabaseSync(target);
  let details: Omit<DatabaseCopy, 'bytes' | 'sha256'>;
  try {
    copy.exec('PRAGMA journal_mode = DELETE');
    const check = copy.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
    if (check[0]?.integrity_check !== 'ok') {
      throw new BackupError(
        `The copy of the database failed SQLite's integrity check (${check[0]?.integrity_check}): the database in DATA_DIR may be damaged.`,
      );
    }
    details = describe(copy);
  } finally {
    copy.close();
  }
  // Password hashes and sessions: for this user's eyes only, whatever the folder allows.
  await fs.promises.chmod(target, 0o600).catch(onWriteError);
  await syncToDisk(target).catch(onWriteError);
  const bytes = fs.statSync(target).size;
  return { ...details, bytes, sha256: await sha256Of(target) };
}

function describe(db: DatabaseSync): Omit<DatabaseCopy, 'bytes' | 'sha256'> {
  const tables = db
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name",
    )
    .all() as { name: string }[];
  const rows: Record<string, number> = {};
  for (const { name } of tables) {
    const row = db.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`).get() as {
      n: number;
    };
    rows[name] = Number(row.n);
  }
  const migrations = hasTable(db, 'kysely_migration')
    ? (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map(
        (r) => r.name,
      )
    : [];
  // `select *`: published_cover arrived with a later migration.
  const portfolios = hasTable(db, 'portfolios')
    ? (db.prepare('select * from portfolios').all() as {
        hosting_name: string;
        cover_image: string;
        status: string;
        published_cover?: string | null;
      }[])
    : [];
  const live = portfolios.filter((p) => p.status === 'live');
  return {
    migrations,
    rows,
    liveSites: live.length,
    // The server writes a portfolio's cover before its row, and a site's cover and page before
    // marking it live, so each of these existed when the snapshot was taken.
    referencedFiles: [
      ...portfolios.map((p) => p.cover_image),
      ...live.flatMap((p) => [
        `sites/${p.hosting_name}/index.html`,
        ...(p.published_cover ? [`sites/${p.hosting_name}/${p.published_cover}`] : []),
      ]),
    ],
  };
}

function hasTable(db: DatabaseSync, name: string): boolean {
  return db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

type SqliteError = Error & { errcode?: number };
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_FULL = 13;

/**
 * The backup API does not wait on the source's busy timeout: a moment of exclusive locking (the
 * server's start-up or a WAL reset) answers SQLITE_BUSY at once, so try again shortly.
 */
async function backupWhenFree(live: DatabaseSync, target: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await backup(live, target, { rate: ALL_PAGES });
      return;
    } catch (error) {
      // Extended codes (SQLITE_BUSY_SNAPSHOT …) keep the primary code in their low byte.
      const code = ((error as SqliteError).errcode ?? 0) & 0xff;
      if ((code !== SQLITE_BUSY && code !== SQLITE_LOCKED) || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

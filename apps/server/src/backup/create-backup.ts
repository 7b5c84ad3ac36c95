import fs from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './backup-error.ts';
import { copyDatabase, type DatabaseCopy } from './database-snapshot.ts';
import { type ExternalStores, refusePostgres } from './external-stores.ts';
import { copyFiles, type TreeSize } from './file-tree.ts';
import {
  describeEntries,
  entriesOf,
  errorCode,
  isWithin,
  prepareWritableFolder,
  removeOurs,
  syncToDisk,
  writeAdvice,
} from './folders.ts';
import { DATABASE_FILE, FILES_FOLDER, type Manifest, SECRET_FILE, writeManifest } from './manifest.ts';
import { coversNamedByPages } from './site-pages.ts';

type BackupOptions = {
  dataDir: string;
  /** A new or empty folder outside DATA_DIR. */
  target: string;
  stores: ExternalStores;
  /** Tests only: runs between the database snapshot and the file copy, as a request might. */
  afterDatabaseCopy?: () => Promise<void>;
};

type BackupResult = { target: string; manifest: Manifest; ms: number; attempts: number };

/** A snapshot and its files again when a file it names vanished meanwhile; more would mean constant churn. */
const MAX_ATTEMPTS = 3;

/**
 * Backs up the embedded default: the SQLite database (online backup: the server keeps writing),
 * covers and published sites, and the generated app secret, then a manifest, written last.
 *
 * Order: database first, then files. The server writes a file before the row that names it (a
 * cover before its portfolio, a site's page before it is marked live), so every file the
 * snapshot names already existed when the snapshot was taken and is there to copy after it.
 * The exception is a cover replaced meanwhile, which deletes the old file: the copy may then lack
 * a cover the snapshot names, or the cover a site page copied after the re-publish names, so
 * both are taken again. Files written after the snapshot are copied too and are merely
 * unreferenced (or a site page newer than its row).
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const { dataDir, target, stores } = options;
  refusePostgres(stores, 'backup');
  await assertBackupable(dataDir, target);
  const cannotWrite = cannotWriteTo(target);
  const created = await openTarget(target, cannotWrite);
  try {
    const { manifest, attempts } = await writeBackup(options, cannotWrite);
    return { target, manifest, ms: performance.now() - started, attempts };
  } catch (error) {
    // Leave the folder as it was found: an interrupted backup must not sit there looking like one.
    await removeOurs(target, created);
    throw error;
  }
}

/** Refuses a DATA_DIR with no database, and a backup folder inside DATA_DIR. */
async function assertBackupable(dataDir: string, target: string): Promise<void> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!(await fs.stat(source).catch(() => undefined))?.isFile()) {
    throw new BackupError(
      `Nothing to back up: there is no database at ${source}. Run this with the server's DATA_DIR.`,
    );
  }
  if (isWithin(target, dataDir)) {
    throw new BackupError(
      `The backup folder ${target} is inside DATA_DIR ${dataDir}: choose a folder outside it, ideally on another disk.`,
    );
  }
}

/** Turns a failed write into one BackupError naming the folder, the code and what to do. */
function cannotWriteTo(target: string): (error: unknown) => never {
  return (error: unknown): never => {
    if (error instanceof BackupError) throw error;
    const code = errorCode(error);
    throw new BackupError(`Cannot write the backup to ${target} (${code}): ${writeAdvice(code, error)}.`);
  };
}

/** Makes the backup folder ready, refusing one that is not empty; true when this run created it. */
async function openTarget(target: string, cannotWrite: (error: unknown) => never): Promise<boolean> {
  let existing: string[] | undefined;
  try {
    existing = await entriesOf(target);
  } catch (error) {
    cannotWrite(error);
  }
  if (existing?.length) {
    throw new BackupError(
      `Refusing to write the backup into ${target}: it is not empty (${describeEntries(existing)}). Choose a new or empty folder, so no earlier backup is overwritten.`,
    );
  }
  let created = false;
  try {
    ({ created } = await prepareWritableFolder(target));
  } catch (error) {
    cannotWrite(error);
  }
  return created;
}

/** The database, the files and the secret into the prepared folder, then the manifest, last. */
async function writeBackup(
  options: BackupOptions,
  cannotWrite: (error: unknown) => never,
): Promise<{ manifest: Manifest; attempts: number }> {
  const { dataDir, target } = options;
  const { database, files, missing, attempts } = await copyConsistently(options, cannotWrite);
  const appSecret = await copySecret(dataDir, target).catch(cannotWrite);
  const manifest = await writeManifest(target, {
    createdAt: new Date().toISOString(),
    dataDir,
    database: {
      file: DATABASE_FILE,
      bytes: database.bytes,
      sha256: database.sha256,
      migrations: database.migrations,
      rows: database.rows,
      liveSites: database.liveSites,
    },
    files: files && { folder: FILES_FOLDER, ...files },
    appSecret: appSecret ? { file: SECRET_FILE } : null,
    missingFiles: missing,
  }).catch(cannotWrite);
  return { manifest, attempts };
}

async function copyConsistently(
  { dataDir, target, stores, afterDatabaseCopy }: BackupOptions,
  cannotWrite: (error: unknown) => never,
): Promise<{ database: DatabaseCopy; files: TreeSize | null; missing: string[]; attempts: number }> {
  const filesCopy = path.join(target, FILES_FOLDER);
  let missing: string[] = [];
  for (let attempt = 1; ; attempt += 1) {
    const database = await copyDatabase(
      path.join(dataDir, DATABASE_FILE),
      path.join(target, DATABASE_FILE),
      cannotWrite,
    );
    await afterDatabaseCopy?.();
    // Covers and sites in object storage are the bucket's to keep (versioning or a replica).
    if (stores.bucket) return { database, files: null, missing: [], attempts: attempt };

    await fs.rm(filesCopy, { recursive: true, force: true });
    const files = await copyFiles(path.join(dataDir, FILES_FOLDER), filesCopy, cannotWrite);
    const absent = await absentFiles(filesCopy, [
      ...database.referencedFiles,
      ...(await coversNamedByPages(filesCopy)),
    ]);
    // Missing again after a fresh snapshot: missing from DATA_DIR itself, not a race. Say so and go on.
    const persistent = absent.every((key) => missing.includes(key));
    missing = absent;
    if (persistent || attempt >= MAX_ATTEMPTS) return { database, files, missing, attempts: attempt };
  }
}

async function absentFiles(root: string, keys: string[]): Promise<string[]> {
  const absent: string[] = [];
  for (const key of new Set(keys)) {
    if (!(await fs.stat(path.join(root, key)).catch(() => undefined))) absent.push(key);
  }
  return absent.sort();
}

/** The generated secret, if the server made one (with APP_SECRET set there is none to copy). */
async function copySecret(dataDir: string, target: string): Promise<boolean> {
  const secret = await fs.readFile(path.join(dataDir, SECRET_FILE)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw new BackupError(`Cannot read ${path.join(dataDir, SECRET_FILE)} (${error.code ?? 'error'}).`);
  });
  if (!secret) return false;
  const file = path.join(target, SECRET_FILE);
  await fs.writeFile(file, secret, { mode: 0o600 });
  await syncToDisk(file);
  return true;
}

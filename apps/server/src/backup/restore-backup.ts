import fs from 'node:fs/promises';
import path from 'node:path';
import { migrations } from '../db/migrate.ts';
import { BackupError } from './backup-error.ts';
import { sha256Of } from './database-snapshot.ts';
import { type ExternalStores, refusePostgres } from './external-stores.ts';
import { copyFiles, measureFiles } from './file-tree.ts';
import {
  describeEntries,
  entriesOf,
  errorCode,
  prepareWritableFolder,
  removeOurs,
  syncToDisk,
  writeAdvice,
} from './folders.ts';
import { DATABASE_FILE, FILES_FOLDER, type Manifest, readManifest, SECRET_FILE } from './manifest.ts';

type RestoreOptions = { source: string; dataDir: string; stores: ExternalStores };
type RestoreResult = { manifest: Manifest; dataDir: string; ms: number };

/**
 * Brings a backup back into an empty (or missing) DATA_DIR. Everything is checked before the
 * first write: the manifest, that this code knows the database's migrations, the database's
 * checksum and the file count, and that DATA_DIR holds nothing that could be overwritten.
 * The database is moved into place last, so a restore cut short leaves no app.db a server would
 * start on as if it were complete.
 */
export async function restoreBackup({ source, dataDir, stores }: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  refusePostgres(stores, 'restore');
  const manifest = await readManifest(source);
  const unknown = manifest.database.migrations.filter((name) => !(name in migrations));
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup in ${source} was made by a newer version of Portfolio Maker (migration ${unknown[0]} is unknown here): restore it with that version or later.`,
    );
  }

  let existing: string[] | undefined;
  try {
    existing = await entriesOf(dataDir);
  } catch (error) {
    const code = errorCode(error);
    throw new BackupError(`Cannot restore into DATA_DIR ${dataDir} (${code}): ${writeAdvice(code, error)}.`);
  }
  if (existing?.length) {
    throw new BackupError(
      `Refusing to restore into DATA_DIR ${dataDir}: it is not empty (${describeEntries(existing)}). Restore only into a new or empty folder, so nothing is overwritten: move this one aside or set DATA_DIR to a new folder.`,
    );
  }
  await verify(source, manifest);

  const cannotWrite = (error: unknown): never => {
    if (error instanceof BackupError) throw error;
    const code = errorCode(error);
    throw new BackupError(`Cannot restore into DATA_DIR ${dataDir} (${code}): ${writeAdvice(code, error)}.`);
  };
  let created = false;
  try {
    ({ created } = await prepareWritableFolder(dataDir));
  } catch (error) {
    cannotWrite(error);
  }
  try {
    if (manifest.files) {
      await copyFiles(path.join(source, FILES_FOLDER), path.join(dataDir, FILES_FOLDER), cannotWrite);
    }
    if (manifest.appSecret) {
      const secret = path.join(dataDir, SECRET_FILE);
      await fs.copyFile(path.join(source, SECRET_FILE), secret).catch(cannotWrite);
      await fs.chmod(secret, 0o600).catch(cannotWrite);
      await syncToDisk(secret).catch(cannotWrite);
    }
    const database = path.join(dataDir, DATABASE_FILE);
    const draft = `${database}.restoring`;
    await fs.copyFile(path.join(source, DATABASE_FILE), draft).catch(cannotWrite);
    await syncToDisk(draft).catch(cannotWrite);
    await fs.rename(draft, database).catch(cannotWrite);
    await syncToDisk(dataDir).catch(cannotWrite);
  } catch (error) {
    await removeOurs(dataDir, created);
    throw error;
  }
  return { manifest, dataDir, ms: performance.now() - started };
}

/** A backup whose parts do not match its manifest (a copy cut short, a damaged disk) is refused whole. */
async function verify(source: string, manifest: Manifest): Promise<void> {
  const damaged = (what: string) =>
    new BackupError(`The backup in ${source} is damaged: ${what}. Nothing was restored.`);
  const database = path.join(source, DATABASE_FILE);
  const sha256 = await sha256Of(database).catch(() => undefined);
  if (!sha256) throw damaged(`${DATABASE_FILE} is missing or unreadable`);
  if (sha256 !== manifest.database.sha256) throw damaged(`${DATABASE_FILE} does not match its checksum`);
  if (manifest.files) {
    const files = await measureFiles(path.join(source, FILES_FOLDER));
    if (files.count !== manifest.files.count || files.bytes !== manifest.files.bytes) {
      throw damaged(
        `${FILES_FOLDER}/ holds ${files.count} files (${files.bytes} bytes), the manifest lists ${manifest.files.count} (${manifest.files.bytes} bytes)`,
      );
    }
  }
  if (manifest.appSecret && !(await fs.stat(path.join(source, SECRET_FILE)).catch(() => undefined))) {
    throw damaged(`${SECRET_FILE} is missing`);
  }
}

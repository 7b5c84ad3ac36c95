import type { Config } from '../config.ts';
import { BackupError } from './backup-error.ts';

/** Exit code when the data lives in services this command does not copy: not a failure, but no backup. */
const NOT_HERE = 2;

/** Where the data lives when it is not (only) in DATA_DIR. */
export type ExternalStores = { databaseUrl: string | undefined; bucket: string | undefined };

export function externalStoresOf(config: Config): ExternalStores {
  return {
    databaseUrl: config.databaseUrl,
    bucket: config.storage.kind === 's3' ? config.storage.bucket : undefined,
  };
}

const BUCKET_ADVICE =
  'turn on versioning for the bucket (with a lifecycle rule that expires noncurrent versions after, say, 30 days) or replicate it to a second bucket';

/**
 * With PostgreSQL the database is in that service, and pg_dump backs it up consistently while the
 * servers keep writing; the few files left in DATA_DIR would look like a backup and not be one.
 * So the command writes nothing and says what to use instead (and for S3, if set, too).
 */
export function refusePostgres(stores: ExternalStores, action: 'backup' | 'restore'): void {
  if (!stores.databaseUrl) return;
  const parts = [
    action === 'backup'
      ? 'The database is PostgreSQL (DATABASE_URL): back it up with pg_dump, e.g. pg_dump --format=custom --no-owner --file=portfolio.dump "$DATABASE_URL" (a consistent snapshot while the servers keep writing).'
      : 'The database is PostgreSQL (DATABASE_URL): restore a pg_dump with pg_restore, e.g. pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" portfolio.dump, with the app servers stopped.',
  ];
  if (stores.bucket) {
    const where = `Covers and published sites are in the bucket ${stores.bucket} (STORAGE_URL)`;
    parts.push(
      action === 'backup'
        ? `${where}: ${BUCKET_ADVICE}.`
        : `${where}: bring back earlier versions from its versioning or its replica.`,
    );
  }
  parts.push(
    'Keep APP_SECRET with your configuration: sessions are signed with it.',
    `npm run ${action} handles the embedded SQLite database only, so it ${action === 'backup' ? 'wrote nothing' : 'changed nothing'}. See docs/backups.md.`,
  );
  throw new BackupError(parts.join(' '), NOT_HERE);
}

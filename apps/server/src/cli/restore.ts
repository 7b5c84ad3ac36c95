// npm run restore -- <folder>   brings a backup made by `npm run backup` back into an empty DATA_DIR
import { BackupError, oneLineReason } from '../backup/backup-error.ts';
import { externalStoresOf } from '../backup/external-stores.ts';
import { resolveFromCaller } from '../backup/folders.ts';
import { restoreBackup } from '../backup/restore-backup.ts';
import { describeContents, seconds } from '../backup/summary.ts';
import { ConfigError, loadConfig } from '../config.ts';

const usage = 'Usage: npm run restore -- <backup folder>   (into DATA_DIR, which must be empty or missing)';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const [folder] = args;
  if (args.length !== 1 || !folder || folder.startsWith('-')) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const source = resolveFromCaller(folder);
  const { manifest, ms } = await restoreBackup({
    source,
    dataDir: config.dataDir,
    stores: externalStoresOf(config),
  });
  console.log(
    [
      `Restored the backup of ${manifest.createdAt} from ${source} into ${config.dataDir} in ${seconds(ms)}:`,
      ...describeContents(manifest),
      ...(manifest.files && config.storage.kind === 's3'
        ? [
            `Note: the server reads covers and sites from the bucket ${config.storage.bucket} (STORAGE_URL), not from ${config.dataDir}/files; upload them there if the bucket lacks them.`,
          ]
        : []),
      `Start the server on it with the same DATA_DIR: DATA_DIR=${config.dataDir} npm run serve`,
    ].join('\n'),
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : oneLineReason(error, 'Restore failed'));
    process.exit(error instanceof BackupError ? error.exitCode : 1);
  },
);

// npm run backup -- <folder>   copies DATA_DIR's database (while the server runs), covers,
//                              published sites and app secret into a new or empty folder
import { BackupError, oneLineReason } from '../backup/backup-error.ts';
import { createBackup } from '../backup/create-backup.ts';
import { externalStoresOf } from '../backup/external-stores.ts';
import { formatBytes, resolveFromCaller } from '../backup/folders.ts';
import { describeContents, seconds, totalBytes } from '../backup/summary.ts';
import { ConfigError, loadConfig } from '../config.ts';

const usage = 'Usage: npm run backup -- <folder>   (a new or empty folder outside DATA_DIR)';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const [folder] = args;
  if (args.length !== 1 || !folder || folder.startsWith('-')) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const { target, manifest, ms } = await createBackup({
    dataDir: config.dataDir,
    target: resolveFromCaller(folder),
    stores: externalStoresOf(config),
  });
  console.log(
    [
      `Backup of ${config.dataDir} written to ${target} in ${seconds(ms)} (${formatBytes(totalBytes(manifest))}):`,
      ...describeContents(manifest),
      `Restore it into an empty DATA_DIR with: npm run restore -- ${target}`,
    ].join('\n'),
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : oneLineReason(error, 'Backup failed'));
    process.exit(error instanceof BackupError ? error.exitCode : 1);
  },
);

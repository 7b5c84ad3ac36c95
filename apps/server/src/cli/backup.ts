// npm run backup -- <folder>   copies DATA_DIR's database (while the server runs), covers,
//                              published sites and app secret into a new or empty folder
import { createBackup } from '../backup/create-backup.ts';
import { externalStoresOf } from '../backup/external-stores.ts';
import { formatBytes, resolveFromCaller } from '../backup/folders.ts';
import { describeContents, seconds, totalBytes } from '../backup/summary.ts';
import { runFolderCommand } from './folder-command.ts';

runFolderCommand(
  'Usage: npm run backup -- <folder>   (a new or empty folder outside DATA_DIR)',
  'Backup failed',
  async (folder, config) => {
    const { target, manifest, ms } = await createBackup({
      dataDir: config.dataDir,
      target: resolveFromCaller(folder),
      stores: externalStoresOf(config),
    });
    return [
      `Backup of ${config.dataDir} written to ${target} in ${seconds(ms)} (${formatBytes(totalBytes(manifest))}):`,
      ...describeContents(manifest),
      `Restore it into an empty DATA_DIR with: npm run restore -- ${target}`,
    ];
  },
);

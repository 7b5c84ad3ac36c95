// npm run restore -- <folder>   brings a backup made by `npm run backup` back into an empty DATA_DIR
import { externalStoresOf } from '../backup/external-stores.ts';
import { resolveFromCaller } from '../backup/folders.ts';
import { restoreBackup } from '../backup/restore-backup.ts';
import { describeContents, seconds } from '../backup/summary.ts';
import { runFolderCommand } from './folder-command.ts';

runFolderCommand(
  'Usage: npm run restore -- <backup folder>   (into DATA_DIR, which must be empty or missing)',
  'Restore failed',
  async (folder, config) => {
    const source = resolveFromCaller(folder);
    const { manifest, ms } = await restoreBackup({
      source,
      dataDir: config.dataDir,
      stores: externalStoresOf(config),
    });
    return [
      `Restored the backup of ${manifest.createdAt} from ${source} into ${config.dataDir} in ${seconds(ms)}:`,
      ...describeContents(manifest),
      ...(manifest.files && config.storage.kind === 's3'
        ? [
            `Note: the server reads covers and sites from the bucket ${config.storage.bucket} (STORAGE_URL), not from ${config.dataDir}/files; upload them there if the bucket lacks them.`,
          ]
        : []),
      `Start the server on it with the same DATA_DIR: DATA_DIR=${config.dataDir} npm run serve`,
    ];
  },
);

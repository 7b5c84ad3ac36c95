import path from 'node:path';
import type { Config } from '../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** STORAGE_URL=s3://bucket selects the shared bucket; otherwise the disk under DATA_DIR. */
export function createStorage(config: Config): Storage {
  return config.storage.kind === 's3'
    ? createS3Storage(config.storage)
    : createDiskStorage(path.join(config.dataDir, 'files'));
}

import path from 'node:path';
import type { Config } from '../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { Storage } from './storage.ts';

/**
 * STORAGE_URL=s3://bucket selects the shared bucket; otherwise the disk under DATA_DIR. The S3
 * client is loaded only when it is used: it is a third of a second of every start-up otherwise.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.storage.kind !== 's3') return createDiskStorage(path.join(config.dataDir, 'files'));
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.storage);
}

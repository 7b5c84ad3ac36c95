/**
 * Where uploaded files and published sites live. Keys are relative paths such as
 * `covers/<id>.webp`. The disk under DATA_DIR is the default; an S3-compatible bucket
 * (STORAGE_URL) serves several app servers. Writes of a key are whole: a reader sees the old
 * file or the new one, never part of either.
 */
export type Storage = {
  put(key: string, data: Buffer | string, contentType?: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  /** Every key under a folder-like prefix (`sites/asha/`), to remove a whole site. */
  list(prefix: string): Promise<string[]>;
  /** Resolves when the store answers; rejects with StorageUnavailableError when it does not. */
  ping(): Promise<void>;
};

/** The store could not be reached or failed: the request was fine and may succeed in a moment. */
export class StorageUnavailableError extends Error {}

const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

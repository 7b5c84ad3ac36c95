/**
 * Where uploaded files and published sites live. Keys are relative paths such as
 * `covers/<id>.webp`. The disk under DATA_DIR is the default; an S3-compatible bucket
 * (STORAGE_URL) serves several app servers. Writes of a key are whole: a reader sees the old
 * file or the new one, never part of either.
 */
export type Storage = {
  put(key: string, data: Buffer | string, contentType?: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /**
   * `use`'s result for the stored bytes of `key` (undefined when there is none). The bytes are lent
   * for the time of the call: they may be reused once it returns, so what is kept is copied in it.
   */
  read<T>(key: string, use: (bytes: Buffer) => T): Promise<T | undefined>;
  remove(key: string): Promise<void>;
  /** Every key under a folder-like prefix (`sites/asha/`), to remove a whole site. */
  list(prefix: string): Promise<string[]>;
  /**
   * The keys under a prefix a page at a time (`pageSize` at most, 1 000 by default), for walks of a
   * whole folder of the store (the daily sweep), which must not hold every key in memory at once.
   */
  pages(prefix: string, pageSize?: number): AsyncIterable<string[]>;
  /** Resolves when the store answers; rejects with StorageUnavailableError when it does not. */
  ping(): Promise<void>;
};

/** At most what S3 returns in one listing. */
export const LIST_PAGE_SIZE = 1000;

/** Every key of a listing's pages, for a listing known to be small (a site's or an image's files). */
export async function keysOf(pages: AsyncIterable<string[]>): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of pages) keys.push(...page);
  return keys;
}

/** The store could not be reached or failed: the request was fine and may succeed in a moment. */
export class StorageUnavailableError extends Error {}

const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

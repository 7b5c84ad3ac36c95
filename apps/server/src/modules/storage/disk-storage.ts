import { randomUUID } from 'node:crypto';
import type { Dir } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { readWholeFile } from './read-whole-file.ts';
import { assertSafeKey, keysOf, LIST_PAGE_SIZE, type Storage } from './storage.ts';

/** Files under a folder of this machine (DATA_DIR/files): the embedded default, one server. */
export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  /** Files under the prefix's folder, read a few entries at a time (temporary files of a write left out). */
  async function* pages(prefix: string, pageSize = LIST_PAGE_SIZE): AsyncGenerator<string[]> {
    let folder: Dir;
    try {
      folder = await fs.opendir(fileOf(prefix), { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    let page: string[] = [];
    for await (const entry of folder) {
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      page.push(path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
      if (page.length === pageSize) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }
  // A view of a site not in memory reads its page's pack (site-pack.ts) in two trips to the thread
  // pool (read-whole-file.ts; the cold-site figures are in bench/README.md, bench:sites).
  async function read<T>(key: string, use: (bytes: Buffer) => T): Promise<T | undefined> {
    try {
      return await readWholeFile(fileOf(key), use);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  return {
    async put(key, data) {
      const file = fileOf(key);
      // Write a file of our own, then rename: a reader never sees half a file, and two writers of
      // one key never share a temporary file (the last rename wins, whole).
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        // The folder is made only when it is missing: nearly every write goes to one that exists
        // (a publish writes a dozen files), and asking first was a trip to the thread pool each.
        await fs.writeFile(temporary, data, { flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
          await fs.mkdir(path.dirname(file), { recursive: true });
          await fs.writeFile(temporary, data, { flag: 'wx' });
        });
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    get: (key) => read(key, (bytes) => Buffer.from(bytes)),
    read,
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    list: (prefix) => keysOf(pages(prefix)),
    pages,
    async ping() {
      await fs.mkdir(root, { recursive: true });
    },
  };
}

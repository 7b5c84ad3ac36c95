import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { makeFolder, syncToDisk } from './folders.ts';

export type TreeSize = { count: number; bytes: number };

/** Files the storage is still writing (`<key>.<uuid>.tmp`, renamed into place when whole). */
const inFlight = (name: string) => name.endsWith('.tmp');

/** Several copies at once: a site folder is many small files, and each waits on the disk. */
const PARALLEL_COPIES = 8;

/** Every file below `root` as a path relative to it (in-flight temporaries left out); none if it is missing. */
async function listFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string) {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(path.join(root, relative), { withFileTypes: true });
    } catch (error) {
      // A folder removed while we walk (or never made): nothing in it to copy.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile() && !inFlight(entry.name)) found.push(child);
    }
  }
  await walk('');
  return found.sort();
}

/**
 * Copies every file below `from` to the same place below `to` and flushes each to the disk.
 * The storage replaces files by rename, so each copy is one whole version of its file; a file
 * removed between the listing and its copy is skipped. Errors writing `to` are passed to
 * `onWriteError`, so the caller can name the folder it was writing.
 */
export async function copyFiles(
  from: string,
  to: string,
  onWriteError: (error: unknown) => never,
): Promise<TreeSize> {
  const files = await listFiles(from);
  const size: TreeSize = { count: 0, bytes: 0 };
  // The folder exists even when empty, so every backup has the same shape.
  await makeFolder(to).catch(onWriteError);
  const folders = new Set<string>([to]);
  let next = 0;
  let failure: { error: unknown } | undefined;
  async function worker() {
    while (!failure && next < files.length) {
      const relative = files[next++] as string;
      const target = path.join(to, relative);
      try {
        const folder = path.dirname(target);
        if (!folders.has(folder)) {
          await makeFolder(folder);
          folders.add(folder);
        }
      } catch (error) {
        onWriteError(error);
      }
      const source = path.join(from, relative);
      try {
        await fs.copyFile(source, target);
      } catch (error) {
        // Gone from the source since we listed it (an old cover replaced by a new one).
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !(await exists(source))) continue;
        if (!(await readable(source))) throw error;
        onWriteError(error);
      }
      try {
        await syncToDisk(target);
        // Read the size before adding: `size.bytes += await …` would add to a stale total.
        const { size: bytes } = await fs.stat(target);
        size.bytes += bytes;
        size.count += 1;
      } catch (error) {
        onWriteError(error);
      }
    }
  }
  // On a failure the other copies stop too and all are awaited, so nothing is written after the
  // caller has started removing what was copied.
  await Promise.all(
    Array.from({ length: PARALLEL_COPIES }, () =>
      worker().catch((error: unknown) => {
        failure ??= { error };
      }),
    ),
  );
  if (failure) throw failure.error;
  for (const folder of folders) await syncToDisk(folder).catch(onWriteError);
  return size;
}

/** How many files, and how many bytes, lie below `root`. */
export async function measureFiles(root: string): Promise<TreeSize> {
  const size: TreeSize = { count: 0, bytes: 0 };
  for (const relative of await listFiles(root)) {
    const { size: bytes } = await fs.stat(path.join(root, relative));
    size.count += 1;
    size.bytes += bytes;
  }
  return size;
}

const exists = (file: string) => fs.stat(file).then(yes, no);
const readable = (file: string) => fs.access(file, fs.constants.R_OK).then(yes, no);
const yes = () => true;
const no = () => false;

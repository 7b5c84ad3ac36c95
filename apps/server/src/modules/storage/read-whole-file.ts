import { closeSync, fstat, open, read } from 'node:fs';
import { promisify } from 'node:util';

const openFile = promisify(open);
const readInto = promisify(read);
const statOf = promisify(fstat);

/** What the first read asks for: a page's pack (page and both copies, about 40 KB) fits. */
export const FIRST_READ_BYTES = 64 * 1024;

/**
 * First-read buffers between reads, so a cold view allocates only the bytes it keeps. As many as
 * the loads a busy server has going at once (bench:sites' cold pass: 32 connections), or each load
 * past the spares allocates 64 KB that only a collection frees (bench/README.md, stop 65). At most
 * 4 MB held.
 */
const spare: Buffer[] = [];
const SPARE_KEPT = 64;

/**
 * A whole file, in as few trips to libuv's thread pool as it allows: open, one read, and (when that
 * read filled its buffer) a stat and the rest; the close is no trip (below). fs's
 * `readFile` always stats first and closes before it answers, four trips a file: on a cold view
 * each trip waits its turn behind every other view's, and wakes the event loop once more
 * (bench/README.md, "the cold case"). Rejects as fs does (ENOENT when there is no such file).
 *
 * `use` is given the bytes and its result is the answer. By default it copies them; a reader that
 * keeps only part of a file (a cold view keeps a page's compressed copies, not its pack) copies that
 * part in `use` instead: the bytes are lent, in a buffer the next read reuses, so only what is kept
 * is allocated (site-cache.ts).
 */
export async function readWholeFile<T = Buffer>(
  file: string,
  use: (bytes: Buffer) => T = (bytes) => Buffer.from(bytes) as T,
): Promise<T> {
  const fd = await openFile(file, 'r');
  const first = spare.pop() ?? Buffer.allocUnsafeSlow(FIRST_READ_BYTES);
  try {
    const { bytesRead } = await readInto(fd, first, 0, FIRST_READ_BYTES, 0);
    if (bytesRead < FIRST_READ_BYTES) return use(first.subarray(0, bytesRead));
    const { size } = await statOf(fd);
    const whole = Buffer.allocUnsafe(Math.max(size, FIRST_READ_BYTES));
    first.copy(whole);
    let length = FIRST_READ_BYTES;
    while (length < whole.length) {
      const { bytesRead: more } = await readInto(fd, whole, length, whole.length - length, length);
      if (more === 0) break;
      length += more;
    }
    return use(whole.subarray(0, length));
  } finally {
    if (spare.length < SPARE_KEPT) spare.push(first);
    // Closed here, on the event loop: closing a file that was only read waits for no disk, and a
    // trip to the thread pool would queue behind other views' opens and wake the loop once more.
    closeSync(fd);
  }
}

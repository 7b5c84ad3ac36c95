import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_READ_BYTES, readWholeFile } from './read-whole-file.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-read-whole-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A file of `size` bytes that differ from one position to the next, and from one file to another. */
function fileOf(name: string, size: number): { file: string; bytes: Buffer } {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + name.length * 7 + name.charCodeAt(0)) % 251;
  const file = path.join(folder, name);
  fs.writeFileSync(file, bytes);
  return { file, bytes };
}

describe('readWholeFile', () => {
  it.each([
    ['empty', 0],
    ['small', 300],
    ['a page pack', 40_000],
    ['one byte short of the first read', FIRST_READ_BYTES - 1],
    ['the size of the first read', FIRST_READ_BYTES],
    ['one byte over', FIRST_READ_BYTES + 1],
    ['an image', 3 * 1024 * 1024 + 17],
  ])('reads a file whole: %s (%i bytes)', async (name, size) => {
    const { file, bytes } = fileOf(name, size);
    const read = await readWholeFile(file);
    expect(read.length).toBe(size);
    expect(read.equals(bytes)).toBe(true);
  });

  it('gives each reader its own bytes when many read at once, and again after', async () => {
    // More at once than the first-read buffers it keeps: some readers get a kept one, some a new one.
    const files = Array.from({ length: 80 }, (_, i) =>
      fileOf(`many-${i}-${'x'.repeat(i % 40)}`, 1000 + i * 900),
    );
    const first = await Promise.all(files.map(({ file }) => readWholeFile(file)));
    const second = await Promise.all(files.map(({ file }) => readWholeFile(file)));
    for (const [i, { bytes }] of files.entries()) {
      expect(first[i]?.equals(bytes)).toBe(true);
      expect(second[i]?.equals(bytes)).toBe(true);
    }
  });

  it('lends the bytes to a reader that keeps what it copies, one read after another', async () => {
    const files = [
      fileOf('lent-a', 40_000),
      fileOf('lent-b', 20_000),
      fileOf('lent-c', FIRST_READ_BYTES + 9),
    ];
    for (const { file, bytes } of files) {
      const head = await readWholeFile(file, (lent) => {
        expect(lent.equals(bytes)).toBe(true);
        return Buffer.from(lent.subarray(0, 100));
      });
      expect(head.equals(bytes.subarray(0, 100))).toBe(true);
    }
  });

  it('fails as fs does for a file that is not there', async () => {
    await expect(readWholeFile(path.join(folder, 'missing'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('leaves no file open behind it', async () => {
    const { file } = fileOf('open-files', 5000);
    const open = () => fs.readdirSync('/proc/self/fd').length;
    const before = open();
    await Promise.all(Array.from({ length: 50 }, () => readWholeFile(file)));
    // The closes go on after the answers: give them a moment.
    for (let i = 0; i < 50 && open() > before; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(open()).toBeLessThanOrEqual(before);
  });
});

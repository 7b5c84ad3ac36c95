import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentIdOf } from '../src/modules/sites/site-files.ts';
import { packSiteFile, unpackSiteFile } from '../src/modules/sites/site-pack.ts';
import { withPackHeader } from './pack-helpers.ts';

const page = Buffer.from(
  `<!doctype html><html><head><style>body{color:#123}</style></head><body>${'<p>a paragraph</p>'.repeat(200)}</body></html>`,
);
const copies = { br: zlib.brotliCompressSync(page), gzip: zlib.gzipSync(page) };
const pack = packSiteFile({ body: page, ...contentIdOf(page) }, copies);

/** `bytes` with one byte of `part` changed, `at` bytes into it. */
function garbled(bytes: Buffer, part: Buffer, at = 10): Buffer {
  const copy = Buffer.from(bytes);
  const where = copy.indexOf(part) + at;
  copy[where] = (copy[where] as number) ^ 0xff;
  return copy;
}

describe('unpackSiteFile', () => {
  it('gives a view that keeps only the copies both of them from a pack whose page is damaged, and a reader of the page nothing', () => {
    const damaged = garbled(pack, page);
    const forCopies = unpackSiteFile(damaged, { bodyUsed: false });
    expect(forCopies?.compressed?.br.equals(copies.br)).toBe(true);
    expect(forCopies?.compressed?.gzip.equals(copies.gzip)).toBe(true);
    expect(forCopies?.styleHashes).toEqual(unpackSiteFile(pack)?.styleHashes);
    expect(unpackSiteFile(damaged)).toBeUndefined();
  });

  it('checks the page after all when a copy is damaged or the pack does not name its stylesheet', () => {
    const copyToo = garbled(garbled(pack, page), copies.gzip);
    expect(unpackSiteFile(copyToo, { bodyUsed: false })).toBeUndefined();
    expect(unpackSiteFile(garbled(pack, copies.gzip), { bodyUsed: false })?.compressed).toBeUndefined();
    const older = withPackHeader(garbled(pack, page), (header) => {
      delete header.styles;
    });
    expect(unpackSiteFile(older, { bodyUsed: false })).toBeUndefined();
  });
});

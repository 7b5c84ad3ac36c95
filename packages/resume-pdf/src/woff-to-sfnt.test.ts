import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt.ts';

const woffOf = (file: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`@fontsource/noto-sans/files/${file}`));

/** The OpenType checksum of a table: its 32-bit words summed (`head` with checkSumAdjustment as 0). */
function checksumOf(tag: string, table: Buffer): number {
  const words = Buffer.alloc((table.length + 3) & ~3);
  table.copy(words);
  if (tag === 'head') words.writeUInt32BE(0, 8);
  let sum = 0;
  for (let at = 0; at < words.length; at += 4) sum = (sum + words.readUInt32BE(at)) >>> 0;
  return sum;
}

function tablesOf(sfnt: Buffer) {
  return Array.from({ length: sfnt.readUInt16BE(4) }, (_, i) => {
    const record = 12 + i * 16;
    const offset = sfnt.readUInt32BE(record + 8);
    return {
      tag: sfnt.toString('latin1', record, record + 4),
      checksum: sfnt.readUInt32BE(record + 4),
      offset,
      data: sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12)),
    };
  });
}

describe('woffToSfnt', () => {
  it.each(['noto-sans-latin-400-normal.woff', 'noto-sans-devanagari-700-normal.woff'])(
    'gives back every table of %s whole, 4-byte aligned, as its checksum says',
    (file) => {
      const woff = woffOf(file);
      const sfnt = woffToSfnt(woff);
      expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
      // The size the WOFF header says the font had before it was wrapped.
      expect(sfnt.length).toBe(woff.readUInt32BE(16));
      const tables = tablesOf(sfnt);
      expect(tables.map((t) => t.tag)).toContain('glyf');
      for (const table of tables) {
        expect(table.offset % 4).toBe(0);
        expect(checksumOf(table.tag, table.data)).toBe(table.checksum);
      }
    },
  );

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(woffOf('noto-sans-latin-400-normal.woff2'))).toThrow('Not a WOFF 1.0 font.');
  });
});

import { inflateSync } from 'node:zlib';

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * The TrueType/OpenType font a WOFF 1.0 file wraps, its tables inflated once. fontkit reads a WOFF
 * by inflating the whole `glyf` table again, in JavaScript, for every glyph it draws or embeds: that
 * was most of the time a PDF résumé took to render (docs/decisions/035-a-publish-and-its-pdf-resume.md). The
 * tables keep their order and checksums; each starts on a 4-byte boundary, as the format asks.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  const flavor = woff.readUInt32BE(4);
  const tables = directoryOf(woff).map((entry) => ({ ...entry, data: entry.data() }));
  const numTables = tables.length;
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), SFNT_HEADER + numTables * SFNT_ENTRY);
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const record = SFNT_HEADER + i * SFNT_ENTRY;
    sfnt.write(table.tag, record, 'latin1');
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

/** One table of a WOFF 1.0 font, inflated (the others are left as they are). */
export function woffTable(woff: Buffer, tag: string): Buffer {
  const entry = directoryOf(woff).find((table) => table.tag === tag);
  if (!entry) throw new Error(`The font has no ${tag} table.`);
  return entry.data();
}

/** A WOFF's tables: tag, checksum and the table's bytes, inflated when asked for. */
function directoryOf(woff: Buffer) {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font.');
  return Array.from({ length: woff.readUInt16BE(12) }, (_, i) => {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.toString('latin1', entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: () => (compLength < origLength ? inflateSync(stored) : stored),
    };
  });
}

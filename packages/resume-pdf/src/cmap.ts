/**
 * The code points a font draws: those its `cmap` table maps to a glyph other than .notdef (0). Reads
 * the Windows Unicode BMP subtable (format 4), the one every Fontsource subset file has.
 */
export function codePointsOf(cmap: Buffer): number[] {
  const table = format4Subtable(cmap);
  const segments = table.readUInt16BE(6) / 2;
  const ends = 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const codePoints: number[] = [];
  for (let at = 0; at < segments * 2; at += 2) {
    const start = table.readUInt16BE(starts + at);
    const delta = table.readInt16BE(deltas + at);
    const rangeOffset = table.readUInt16BE(rangeOffsets + at);
    // A range offset counts bytes from where it is stored to the segment's glyph ids.
    const glyphOf = (codePoint: number) => {
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const stored = table.readUInt16BE(rangeOffsets + at + rangeOffset + (codePoint - start) * 2);
      return stored === 0 ? 0 : (stored + delta) & 0xffff;
    };
    for (
      let codePoint = start;
      codePoint <= Math.min(table.readUInt16BE(ends + at), 0xfffe);
      codePoint += 1
    ) {
      if (glyphOf(codePoint) !== 0) codePoints.push(codePoint);
    }
  }
  return codePoints;
}

function format4Subtable(cmap: Buffer): Buffer {
  for (let record = 4; record < 4 + cmap.readUInt16BE(2) * 8; record += 8) {
    const windowsUnicode = cmap.readUInt16BE(record) === 3 && cmap.readUInt16BE(record + 2) === 1;
    const subtable = cmap.subarray(cmap.readUInt32BE(record + 4));
    if (windowsUnicode && subtable.readUInt16BE(0) === 4) return subtable;
  }
  throw new Error('The font has no format 4 Unicode cmap.');
}

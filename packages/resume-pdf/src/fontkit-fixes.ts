import { Font } from '@react-pdf/renderer';

type FontDescriptor = Parameters<typeof Font.load>[0];

type Glyph = { codePoints: number[] };
type MarkRecord = { markAnchor: unknown };

/**
 * Two faults of fontkit 2.0.4, the shaper react-pdf lays text out with, fixed on its classes, which
 * it does not export: they are reached through a font react-pdf loaded, `descriptor`.
 */
export async function fixFontkit(descriptor: FontDescriptor): Promise<void> {
  await Font.load(descriptor);
  const font = Font.getFont(descriptor).data;
  keepCodePointsOfFirstUse(Object.getPrototypeOf(font));
  skipMarksWithoutAnchor(Object.getPrototypeOf(font?._layoutEngine.engine.GPOSProcessor));
}

/**
 * fontkit keeps one glyph object per glyph and font, with the characters it stood for when first
 * made, and the PDF's ToUnicode map (what a reader copies or searches) is written from those. The
 * font subsetter makes the parts of a composite glyph with no characters (Odia ଆ is drawn as ଅ and
 * ା), so once one PDF had ଆ, every later PDF from the process read its ା as nothing. A glyph made
 * without characters takes those of its first use in text.
 */
function keepCodePointsOfFirstUse(ttfFont: { getGlyph: (id: number, codePoints?: number[]) => Glyph }) {
  const getGlyph = ttfFont.getGlyph;
  ttfFont.getGlyph = function (id, codePoints = []) {
    const glyph = getGlyph.call(this, id, codePoints);
    if (glyph?.codePoints.length === 0) glyph.codePoints = codePoints;
    return glyph;
  };
}

/**
 * fontkit stops shaping with a TypeError when a mark has no anchor on its base: a NULL anchor
 * offset, which OpenType allows and HarfBuzz skips. Noto Sans Gurmukhi and Telugu have them
 * (fontkit issue #367; the fix, #374, is not released). A missing anchor leaves the mark where it is.
 */
function skipMarksWithoutAnchor(gpos: {
  applyAnchor: (markRecord: MarkRecord, baseAnchor: unknown, baseGlyphIndex: number) => void;
}) {
  const applyAnchor = gpos.applyAnchor;
  gpos.applyAnchor = function (markRecord, baseAnchor, baseGlyphIndex) {
    if (markRecord.markAnchor && baseAnchor) applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
}

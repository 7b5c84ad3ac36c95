import { readFileSync } from 'node:fs';
import { Font } from '@react-pdf/renderer';
import { FACES, WEIGHTS } from './faces.ts';
import { fixFontkit } from './fontkit-fixes.ts';
import { woffToSfnt } from './woff-to-sfnt.ts';

/** Registers the faces (faces.ts) with react-pdf. Only the characters used end up embedded. */
for (const { family, file } of FACES) {
  Font.register({
    family,
    fonts: WEIGHTS.map((fontWeight) => ({ src: dataUrlOf(file(fontWeight)), fontWeight })),
  });
}

// Résumé text is names, places and links: split at spaces only, never hyphenated inside a word.
Font.registerHyphenationCallback((word) => [word]);

/**
 * Props of every text. react-pdf hyphenates each piece of a word drawn with one face on its own, so
 * a word that mixes scripts (हिन्दीதமிழ்) could break where the face changes, with a hyphen from a face
 * that has none: a .notdef box, read as U+0000. react-pdf's "never" penalty keeps the word whole.
 */
export const WHOLE_WORDS = { hyphenationPenalty: 10_000 };

/**
 * react-pdf takes a font's bytes only as a data URL; the WOFF is unwrapped once into the font it
 * holds (see woff-to-sfnt.ts).
 */
function dataUrlOf(woff: string): string {
  return `data:font/ttf;base64,${woffToSfnt(readFileSync(woff)).toString('base64')}`;
}

/** The `fontFamily` of every text: Noto Sans, script by script. */
export const FONT_FAMILY = FACES.map((face) => face.family);

/** Resolved once fontkit, loaded by react-pdf, is fixed (fontkit-fixes.ts): wait for it before rendering. */
export const fontsReady = fixFontkit({ fontFamily: FONT_FAMILY[0] ?? '', fontWeight: 400 });

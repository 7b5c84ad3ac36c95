import { readFileSync } from 'node:fs';
import { Font } from '@react-pdf/renderer';
import { type Face, facesDrawing, WEIGHTS } from './faces.ts';
import { fixFontkit } from './fontkit-fixes.ts';
import { woffToSfnt } from './woff-to-sfnt.ts';

const registered = new Set<Face>();

/**
 * Registers a face (faces.ts) with react-pdf, once. Only the characters used end up embedded. A face
 * is registered when a résumé first needs it: react-pdf loads every family a text lists, decoding
 * each font through a JavaScript array as long as the font, so all 32 fonts cost a drawing thread
 * about 50 MB and 60 ms of its first résumé more than the one or two of a résumé in one script.
 */
function register(face: Face): void {
  if (registered.has(face)) return;
  registered.add(face);
  Font.register({
    family: face.family,
    fonts: WEIGHTS.map((fontWeight) => ({ src: dataUrlOf(face.file(fontWeight)), fontWeight })),
  });
}

/**
 * The `fontFamily` of a résumé whose text is in `text` (a superset does: the content as JSON): Noto
 * Sans, script by script, only the faces that draw some of it, each registered.
 */
export function fontFamilyFor(text: string): string[] {
  const faces = facesDrawing(text);
  for (const face of faces) register(face);
  return faces.map((face) => face.family);
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

/** Resolved once fontkit, loaded by react-pdf, is fixed (fontkit-fixes.ts): wait for it before rendering. */
export const fontsReady = fixFontkit({ fontFamily: fontFamilyFor('')[0] ?? '', fontWeight: 400 });

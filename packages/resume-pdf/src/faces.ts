import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { codePointsOf } from './cmap.ts';
import { woffTable } from './woff-to-sfnt.ts';

/**
 * The faces the résumé is drawn with, all Noto Sans from Fontsource, read from node_modules (never
 * fetched). Fontsource splits a font into one file per script; each is a family of its own and the
 * text lists them all, so react-pdf takes every character from the first file that has it. Noto Sans
 * itself holds Latin, Cyrillic, Greek, Vietnamese and Devanagari; every other Indian script has a
 * Noto family, and a Fontsource package, of its own. WOFF, because react-pdf reads no WOFF2.
 */
const NOTO_SANS_SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
  'devanagari',
];
const INDIAN_SCRIPTS = [
  'bengali',
  'gurmukhi',
  'gujarati',
  'oriya',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
];

export const WEIGHTS = [400, 700] as const;
export type Weight = (typeof WEIGHTS)[number];

export type Face = { family: string; file: (weight: Weight) => string };

export const FACES: Face[] = [
  ...NOTO_SANS_SUBSETS.map((subset) => face('noto-sans', subset)),
  ...INDIAN_SCRIPTS.map((script) => face(`noto-sans-${script}`, script)),
];

const require = createRequire(import.meta.url);

function face(fontsourcePackage: string, subset: string): Face {
  return {
    family: `Noto Sans ${subset}`,
    file: (weight) =>
      require.resolve(
        `@fontsource/${fontsourcePackage}/files/${fontsourcePackage}-${subset}-${weight}-normal.woff`,
      ),
  };
}

/**
 * The face that draws each character, the first in FACES that has it: react-pdf takes a character
 * from the first family of the list that has it. Read from the fonts themselves (each face's bold has
 * its regular's set).
 */
const DRAWN_BY = new Map<number, Face>();
for (const f of FACES) {
  for (const codePoint of codePointsOf(woffTable(readFileSync(f.file(400)), 'cmap'))) {
    if (!DRAWN_BY.has(codePoint)) DRAWN_BY.set(codePoint, f);
  }
}

/** Whether some face draws the character. */
export function drawable(char: string): boolean {
  return DRAWN_BY.has(char.codePointAt(0) ?? 0);
}

/**
 * The faces that draw some character of the text, in FACES order, the first face always (it draws
 * the page numbers). The others would draw none of it.
 */
export function facesDrawing(text: string): Face[] {
  const used = new Set<Face>(FACES.slice(0, 1));
  for (const char of text) {
    const face = DRAWN_BY.get(char.codePointAt(0) ?? 0);
    if (face) used.add(face);
  }
  return FACES.filter((f) => used.has(f));
}

/**
 * Text as the faces can draw it. Control characters (a tab, a stray line break) become spaces and
 * characters no face draws (emoji, scripts such as Arabic) are left out: react-pdf would draw either
 * with Helvetica, a font it does not embed, as the wrong glyphs.
 */
export function printable(text: string): string {
  let drawn = '';
  for (const char of controlsAsSpaces(text)) if (drawable(char)) drawn += char;
  return drawn;
}

export function controlsAsSpaces(text: string): string {
  return text.replace(/\p{Cc}/gu, ' ');
}

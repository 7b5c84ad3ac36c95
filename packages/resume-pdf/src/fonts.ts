import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { woffToSfnt } from './woff-to-sfnt.ts';

/**
 * Noto Sans from @fontsource, read from node_modules (never fetched). Fontsource splits the font into
 * one file per script; each is registered as a family of its own and the text style lists them all,
 * so react-pdf takes every character from the first file that has it. WOFF, because react-pdf's
 * font reader does not read WOFF2, unwrapped once into the font it holds (see woff-to-sfnt.ts). Only
 * the characters used end up embedded in the PDF.
 */
const SCRIPTS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
  'devanagari',
] as const;

const WEIGHTS = [400, 700] as const;

const require = createRequire(import.meta.url);

for (const script of SCRIPTS) {
  Font.register({
    family: familyOf(script),
    fonts: WEIGHTS.map((fontWeight) => ({
      src: dataUrlOf(`@fontsource/noto-sans/files/noto-sans-${script}-${fontWeight}-normal.woff`),
      fontWeight,
    })),
  });
}

// Résumé text is names, places and links: split at spaces only, never hyphenated inside a word.
Font.registerHyphenationCallback((word) => [word]);

/** react-pdf takes a font's bytes only as a data URL. */
function dataUrlOf(woff: string): string {
  return `data:font/ttf;base64,${woffToSfnt(readFileSync(require.resolve(woff))).toString('base64')}`;
}

function familyOf(script: string): string {
  return `Noto Sans ${script}`;
}

/** The `fontFamily` of every text: Noto Sans, script by script. */
export const FONT_FAMILY = SCRIPTS.map(familyOf);

/** Each script's code points, as Fontsource lists them for CSS: `U+0460-052F,U+20B4,…`. */
const unicodeRanges = require('@fontsource/noto-sans/unicode.json') as Record<string, string>;

const COVERED = SCRIPTS.flatMap((script) => unicodeRanges[script]?.split(',').map(parseRange) ?? []);

function parseRange(range: string): [first: number, last: number] {
  const [first = '', last = first] = range.replace('U+', '').split('-');
  return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
}

/**
 * Text as the fonts can draw it. Control characters (a tab, a stray line break) become spaces and
 * characters no registered file covers (emoji, scripts such as Arabic or Tamil) are left out:
 * react-pdf would draw either with Helvetica, a font it does not embed, as the wrong glyphs.
 */
export function printable(text: string): string {
  let drawn = '';
  for (const char of text.replace(/\p{Cc}/gu, ' ')) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (COVERED.some(([first, last]) => codePoint >= first && codePoint <= last)) drawn += char;
  }
  return drawn;
}

import type { FontPairingId } from '@portfolio/shared/theme';

// The sites' fonts: latin subsets from Fontsource (SIL Open Font License, beside the files in
// ../fonts), served by the app at one fixed, immutable path on every site host, so a visitor's
// browser fetches each file once for every site made here and no third party sees the visit.

/** Where the app serves the font files, on every site host and its own. */
export const FONT_PATH = '/_site-fonts/';

export const FONT_FILES = [
  'inter-latin-400-normal.woff2',
  'inter-latin-700-normal.woff2',
  'fraunces-latin-600-normal.woff2',
  'source-serif-4-latin-400-normal.woff2',
  'space-grotesk-latin-700-normal.woff2',
  'outfit-latin-400-normal.woff2',
  'outfit-latin-700-normal.woff2',
  'source-sans-3-latin-400-normal.woff2',
  'source-sans-3-latin-700-normal.woff2',
  'jetbrains-mono-latin-400-normal.woff2',
  'jetbrains-mono-latin-700-normal.woff2',
] as const;

export type FontFile = (typeof FONT_FILES)[number];

/**
 * A system font that stands in for a face until its file arrives, resized to take the face's room
 * (decision 56): the names `local()` finds it by (Arial, Times New Roman and Courier New, and
 * their metric-compatible twins on Linux and ChromeOS: Liberation, Arimo, Tinos, Cousine), and the
 * face's `size-adjust`, `ascent-override` and `descent-override` over it, in %.
 */
type Stand = { local: readonly string[]; size: number; ascent: number; descent: number };

/** One face of a pairing: its family, the one file it is drawn from, that file's weight, and what stands in until it arrives. */
type Face = { family: string; file: FontFile; weight: number; fallback: string; stand: Stand };

const SANS = 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif';
const SERIF = 'Georgia,"Times New Roman",serif';
const MONO = 'ui-monospace,Menlo,Consolas,monospace';

const ARIAL = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'];
const ARIAL_BOLD = [
  'Arial Bold',
  'Arial-BoldMT',
  'Liberation Sans Bold',
  'LiberationSans-Bold',
  'Arimo Bold',
];
const TIMES = ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'];
const TIMES_BOLD = [
  'Times New Roman Bold',
  'TimesNewRomanPS-BoldMT',
  'Liberation Serif Bold',
  'LiberationSerif-Bold',
  'Tinos Bold',
];
const COURIER = ['Courier New', 'CourierNewPSMT', 'Liberation Mono', 'LiberationMono', 'Cousine'];
const COURIER_BOLD = [
  'Courier New Bold',
  'CourierNewPS-BoldMT',
  'Liberation Mono Bold',
  'LiberationMono-Bold',
  'Cousine Bold',
];

// The numbers: `size` is how wide the sample site's text (sample-site.ts, on one line) is drawn
// by Chromium in the face against in its stand-in (Liberation's files on Linux, metric-compatible
// with Arial, Times New Roman and Courier New), kerning included; `ascent` and `descent` are the
// face's hhea ascent and descent over that size, as Next.js and Fontaine compute them. Measured
// 2026-11-26 for decision 56; a new face needs its own.
const inter400: Face = {
  family: 'Inter',
  file: 'inter-latin-400-normal.woff2',
  weight: 400,
  fallback: SANS,
  stand: { local: ARIAL, size: 106.35, ascent: 91.09, descent: 22.68 },
};
const fraunces600: Face = {
  family: 'Fraunces',
  file: 'fraunces-latin-600-normal.woff2',
  weight: 600,
  fallback: SERIF,
  stand: { local: TIMES_BOLD, size: 112.24, ascent: 87.13, descent: 22.72 },
};

/**
 * Each pairing's heading face and body face: two files, the only fonts its pages link. Bold text
 * in the body (a button, a price) is drawn from the body face.
 */
export const PAIRING_FACES: Record<FontPairingId, { heading: Face; body: Face }> = {
  modern: {
    heading: {
      family: 'Inter',
      file: 'inter-latin-700-normal.woff2',
      weight: 700,
      fallback: SANS,
      stand: { local: ARIAL_BOLD, size: 102.74, ascent: 94.29, descent: 23.48 },
    },
    body: inter400,
  },
  classic: {
    heading: fraunces600,
    body: {
      family: 'Source Serif 4',
      file: 'source-serif-4-latin-400-normal.woff2',
      weight: 400,
      fallback: SERIF,
      stand: { local: TIMES, size: 115.09, ascent: 90.02, descent: 29.11 },
    },
  },
  grotesque: {
    heading: {
      family: 'Space Grotesk',
      file: 'space-grotesk-latin-700-normal.woff2',
      weight: 700,
      fallback: SANS,
      stand: { local: ARIAL_BOLD, size: 101.35, ascent: 97.09, descent: 28.81 },
    },
    body: inter400,
  },
  editorial: { heading: fraunces600, body: inter400 },
  geometric: {
    heading: {
      family: 'Outfit',
      file: 'outfit-latin-700-normal.woff2',
      weight: 700,
      fallback: SANS,
      stand: { local: ARIAL_BOLD, size: 95.67, ascent: 104.53, descent: 27.18 },
    },
    body: {
      family: 'Outfit',
      file: 'outfit-latin-400-normal.woff2',
      weight: 400,
      fallback: SANS,
      stand: { local: ARIAL, size: 98.53, ascent: 101.49, descent: 26.39 },
    },
  },
  humanist: {
    heading: {
      family: 'Source Sans 3',
      file: 'source-sans-3-latin-700-normal.woff2',
      weight: 700,
      fallback: SANS,
      stand: { local: ARIAL_BOLD, size: 91.39, ascent: 112.05, descent: 43.77 },
    },
    body: {
      family: 'Source Sans 3',
      file: 'source-sans-3-latin-400-normal.woff2',
      weight: 400,
      fallback: SANS,
      stand: { local: ARIAL, size: 91.99, ascent: 111.32, descent: 43.48 },
    },
  },
  mono: {
    heading: {
      family: 'JetBrains Mono',
      file: 'jetbrains-mono-latin-700-normal.woff2',
      weight: 700,
      fallback: MONO,
      stand: { local: COURIER_BOLD, size: 99.98, ascent: 102.02, descent: 30 },
    },
    body: {
      family: 'JetBrains Mono',
      file: 'jetbrains-mono-latin-400-normal.woff2',
      weight: 400,
      fallback: MONO,
      stand: { local: COURIER, size: 99.98, ascent: 102.02, descent: 30 },
    },
  },
};

/** The two files a pairing's pages download (and preload). */
export const pairingFiles = (pairing: FontPairingId): FontFile[] => [
  PAIRING_FACES[pairing].heading.file,
  PAIRING_FACES[pairing].body.file,
];

/** An @font-face rule; `swap` shows the fallback at once and the font when it arrives. */
function fontFace({ family, file, weight }: Face): string {
  return `@font-face{font-family:"${family}";src:url(${FONT_PATH}${file}) format("woff2");font-weight:${weight};font-style:normal;font-display:swap;unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`;
}

/**
 * The stand-in of a face, under the face's family name and ` fallback`: the first of its system
 * fonts the visitor has, at the face's width and height, so the swap to the face moves (almost)
 * nothing. Without any of them the family's generic stack stands in, as before.
 */
function standInFace({ family, weight, stand }: Face): string {
  const src = stand.local.map((name) => `local("${name}")`).join(',');
  return `@font-face{font-family:"${family} fallback";src:${src};font-weight:${weight};font-style:normal;size-adjust:${stand.size}%;ascent-override:${stand.ascent}%;descent-override:${stand.descent}%;line-gap-override:0%}`;
}

/** A pairing's two faces, their stand-ins, and the custom properties the stylesheets set their type with. */
export function pairingCss(pairing: FontPairingId): string {
  const { heading, body } = PAIRING_FACES[pairing];
  const stack = (face: Face) => `"${face.family}","${face.family} fallback",${face.fallback}`;
  const faces = [heading, body].map((face) => fontFace(face) + standInFace(face)).join('');
  return `${faces}:root{--head-font:${stack(heading)};--body-font:${stack(body)}}`;
}

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

/** One face of a pairing: its family, the one file it is drawn from, that file's weight, and what stands in until it arrives. */
type Face = { family: string; file: FontFile; weight: number; fallback: string };

const SANS = 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif';
const SERIF = 'Georgia,"Times New Roman",serif';
const MONO = 'ui-monospace,Menlo,Consolas,monospace';

const inter400: Face = { family: 'Inter', file: 'inter-latin-400-normal.woff2', weight: 400, fallback: SANS };
const fraunces600: Face = {
  family: 'Fraunces',
  file: 'fraunces-latin-600-normal.woff2',
  weight: 600,
  fallback: SERIF,
};

/**
 * Each pairing's heading face and body face: two files, the only fonts its pages link. Bold text
 * in the body (a button, a price) is drawn from the body face.
 */
export const PAIRING_FACES: Record<FontPairingId, { heading: Face; body: Face }> = {
  modern: {
    heading: { family: 'Inter', file: 'inter-latin-700-normal.woff2', weight: 700, fallback: SANS },
    body: inter400,
  },
  classic: {
    heading: fraunces600,
    body: {
      family: 'Source Serif 4',
      file: 'source-serif-4-latin-400-normal.woff2',
      weight: 400,
      fallback: SERIF,
    },
  },
  grotesque: {
    heading: {
      family: 'Space Grotesk',
      file: 'space-grotesk-latin-700-normal.woff2',
      weight: 700,
      fallback: SANS,
    },
    body: inter400,
  },
  editorial: { heading: fraunces600, body: inter400 },
  geometric: {
    heading: { family: 'Outfit', file: 'outfit-latin-700-normal.woff2', weight: 700, fallback: SANS },
    body: { family: 'Outfit', file: 'outfit-latin-400-normal.woff2', weight: 400, fallback: SANS },
  },
  humanist: {
    heading: {
      family: 'Source Sans 3',
      file: 'source-sans-3-latin-700-normal.woff2',
      weight: 700,
      fallback: SANS,
    },
    body: {
      family: 'Source Sans 3',
      file: 'source-sans-3-latin-400-normal.woff2',
      weight: 400,
      fallback: SANS,
    },
  },
  mono: {
    heading: {
      family: 'JetBrains Mono',
      file: 'jetbrains-mono-latin-700-normal.woff2',
      weight: 700,
      fallback: MONO,
    },
    body: {
      family: 'JetBrains Mono',
      file: 'jetbrains-mono-latin-400-normal.woff2',
      weight: 400,
      fallback: MONO,
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

/** A pairing's two faces and the custom properties the stylesheets set their type with. */
export function pairingCss(pairing: FontPairingId): string {
  const { heading, body } = PAIRING_FACES[pairing];
  const stack = (face: Face) => `"${face.family}",${face.fallback}`;
  return `${fontFace(heading)}${fontFace(body)}:root{--head-font:${stack(heading)};--body-font:${stack(body)}}`;
}

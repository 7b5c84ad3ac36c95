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
] as const;

export type FontFile = (typeof FONT_FILES)[number];

/** An @font-face rule; `swap` shows the fallback at once and the font when it arrives. */
export function fontFace(family: string, file: FontFile, weight: number): string {
  return `@font-face{font-family:"${family}";src:url(${FONT_PATH}${file}) format("woff2");font-weight:${weight};font-style:normal;font-display:swap;unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`;
}

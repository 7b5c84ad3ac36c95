import type { FontPairingId } from '@portfolio/shared/theme';
import { FONT_PATH, PAIRING_FACES } from '@portfolio/templates/fonts';

type Face = (typeof PAIRING_FACES)[FontPairingId]['heading'];

// The font pairings' samples in the editor, drawn from the sites' own files on the app's origin.
// The families get names of their own, so nothing else on the page takes them; a browser fetches a
// file only once text in its family is shown (the theme controls open), never with the editor.

const familyOf = (face: Face) => `Sample ${face.file.replace(/\.woff2$/, '')}`;

/** A face's CSS font settings for a sample, its fallback standing in until the file arrives. */
export const sampleFont = (face: Face) => ({
  fontFamily: `"${familyOf(face)}",${face.fallback}`,
  fontWeight: face.weight,
});

/** An @font-face rule for every file the pairings use, each once. */
export const SAMPLE_FONT_CSS = [
  ...new Map(
    Object.values(PAIRING_FACES).flatMap(({ heading, body }) =>
      [heading, body].map((face) => [face.file, face]),
    ),
  ).values(),
]
  .map(
    (face) =>
      `@font-face{font-family:"${familyOf(face)}";src:url(${FONT_PATH}${face.file}) format("woff2");font-weight:${face.weight};font-display:swap}`,
  )
  .join('');

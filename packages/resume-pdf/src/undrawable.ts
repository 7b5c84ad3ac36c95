import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { controlsAsSpaces, drawable } from './faces.ts';

export type Undrawable = {
  /** Where, as a path into the content: `summary`, `projects[2].title`. */
  field: string;
  /** Each character (as a reader sees one: 👍🏽 is one) that printable() leaves out, once. */
  characters: string[];
};

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * What the PDF résumé of this content cannot show, field by field: characters no face draws
 * (emoji, Arabic, Hebrew…), which printable() leaves out. Reads only the faces' character lists,
 * never the fonts, so it is cheap enough for every portfolio the API lists.
 */
export function undrawable(content: PortfolioContent): Undrawable[] {
  return textsOf(content, '').flatMap(([field, text]) => {
    const characters = [...new Set(undrawableIn(text))];
    return characters.length > 0 ? [{ field, characters }] : [];
  });
}

function undrawableIn(text: string): string[] {
  const cleaned = controlsAsSpaces(text);
  // Cutting text into graphemes is needed only to name what is not drawn, and it is the costly
  // part: nearly every text is drawn whole, which a look at each character tells.
  if (drawnWhole(cleaned)) return [];
  return [...graphemes.segment(cleaned)]
    .map(({ segment }) => segment)
    .filter((grapheme) => [...grapheme].some((char) => !drawable(char)));
}

function drawnWhole(text: string): boolean {
  for (const char of text) if (!drawable(char)) return false;
  return true;
}

/** Every text in the content with its path, in the content's order. */
function textsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, path ? `${path}.${key}` : key));
  }
  return [];
}

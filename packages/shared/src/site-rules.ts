// Rules the published site and the PDF résumé both follow, so the page and the printout never
// disagree about which entry comes first or how a date reads. Plain text in, plain values out:
// each renderer wraps them in its own markup.

import type { PortfolioContent } from './portfolio.ts';

/** The owner's profile links, in the order the site, the PDF and a JSON Resume export list them. */
export const PROFILE_FIELDS = [
  'linkidenUrl',
  'githubUrl',
  'twitterUrl',
  'instagramUrl',
  'facebookUrl',
] as const satisfies readonly (keyof PortfolioContent)[];

export type ProfileField = (typeof PROFILE_FIELDS)[number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `2021-03-15` → `Mar 2021`: the month and year as typed (read from the text, not a Date, so a
 * `2021-02-30` from an import still reads February). Anything that is not a `YYYY-MM-DD` with a real
 * month is shown as it is.
 */
export function formatMonth(date: string): string {
  const [, year, month] = /^(\d{4})-(\d{2})-\d{2}$/.exec(date) ?? [];
  const name = MONTHS[Number(month) - 1];
  return year && name ? `${name} ${year}` : date;
}

/**
 * The parts of a period, each date drawn by `date`: `[start, ' – ', end]`, `[start, ' – ', 'Present']`
 * while it goes on, the end alone without a start, nothing without dates.
 */
export function periodParts<Part>(
  startDate: string,
  endDate: string,
  date: (day: string) => Part,
): (Part | string)[] {
  if (!startDate) return endDate ? [date(endDate)] : [];
  return [date(startDate), ' – ', endDate ? date(endDate) : 'Present'];
}

/** `Mar 2021 – Present`, `Mar 2021 – Aug 2022`, or one end alone; '' without dates. */
export function formatPeriod(startDate: string, endDate: string): string {
  return periodParts(startDate, endDate, formatMonth).join('');
}

/**
 * Newest first: an entry still going on (a start and no end) leads, then by end date, then by start
 * date; entries without any date keep their order, after the dated ones. Dates compare as text
 * (ISO days sort so), the same in every locale.
 */
export function newestFirst<Item>(
  items: readonly Item[],
  datesOf: (item: Item) => [end: string, start: string],
): Item[] {
  const rank = (item: Item) => {
    const [end, start] = datesOf(item);
    return { group: end ? 1 : start ? 2 : 0, end, start };
  };
  const ranked = items.map((item) => ({ item, ...rank(item) }));
  ranked.sort((a, b) => b.group - a.group || descending(a.end, b.end) || descending(a.start, b.start));
  return ranked.map(({ item }) => item);
}

function descending(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

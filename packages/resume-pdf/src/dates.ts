const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2021-03-15` → `Mar 2021`: a résumé dates by month. */
export function formatMonth(date: string): string {
  const [year, month] = date.split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} ${year}`.trim();
}

/** `Mar 2021 – Present`, `Mar 2021 – Aug 2022`, or one end alone; '' without dates. */
export function formatPeriod(startDate: string, endDate: string): string {
  if (!startDate) return endDate ? formatMonth(endDate) : '';
  return `${formatMonth(startDate)} – ${endDate ? formatMonth(endDate) : 'Present'}`;
}

/**
 * Newest first: by end date (no end date after a start means ongoing, so newest of all), then by
 * start date. Items without any date keep their order, after the dated ones.
 */
export function newestFirst<Item>(
  items: readonly Item[],
  datesOf: (item: Item) => [end: string, start: string],
) {
  const key = (item: Item) => {
    const [end, start] = datesOf(item);
    return [end || (start ? '9999-12-31' : ''), start] as const;
  };
  return [...items].sort((a, b) => {
    const [endA, startA] = key(a);
    const [endB, startB] = key(b);
    return descending(endA, endB) || descending(startA, startB);
  });
}

/** ISO dates sort as text. */
function descending(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

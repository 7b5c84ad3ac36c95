/** Index of the last page that holds a row (0 when there are none). */
export function lastPageIndex(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}

/** The rows a page shows, numbered from 1, as "1–5 of 57"; "0–0 of 0" when there are none. */
export function pageRangeText(pageIndex: number, pageSize: number, total: number): string {
  if (total === 0) return '0–0 of 0';
  const first = Math.min(pageIndex * pageSize + 1, total);
  const last = Math.min((pageIndex + 1) * pageSize, total);
  return `${first}–${last} of ${total}`;
}

/** Whether a page follows this one. */
export function hasNextPage(pageIndex: number, pageSize: number, total: number): boolean {
  return (pageIndex + 1) * pageSize < total;
}

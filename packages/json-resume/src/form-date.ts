/**
 * JSON Resume allows `2020`, `2020-05` and `2020-05-17`; the form's date inputs need a whole day, so a
 * year or a month stands for its first day. The schema has already checked the shape.
 */
export function toFormDate(date: string | null | undefined): string {
  if (!date) return '';
  if (date.length === 4) return `${date}-01-01`;
  if (date.length === 7) return `${date}-01`;
  return date;
}

// The list dates (a project's start, an article's date …) are stored and sent as days, YYYY-MM-DD
// (docs/spec.md §3), but the site and the PDF résumé print only their month and year ('Mar 2021',
// packages/shared/src/site-rules.ts formatMonth): the editor asks for a month and keeps the day.

/** A day with a real month, YYYY-MM-DD; the first group is its month. */
const DAY = /^(\d{4}-(?:0[1-9]|1[0-2]))-\d{2}$/;
/** A month, YYYY-MM. */
const MONTH = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/**
 * A stored date as the month input shows it: '2021-03-15' → '2021-03'. Nothing stays nothing, and
 * anything that is not a day (typed where the browser has no month input) shows as it was typed.
 */
export function monthShown(stored: string): string {
  return DAY.exec(stored)?.[1] ?? stored;
}

/**
 * What the form stores when the month input reads `entered`: a month becomes its first day
 * ('2021-04' → '2021-04-01'), unless one of the days the field `kept` (its value now, the value it was
 * drawn with) is in that month: then that day stays, so opening and saving a portfolio never turns
 * '2021-03-15' into '2021-03-01'. Empty clears it; a full day typed (a browser without month input)
 * is taken as it is; anything else stays as typed, for the form's check to show the date message.
 */
export function storedFromMonth(entered: string, kept: readonly string[]): string {
  const typed = entered.trim();
  if (DAY.test(typed)) return typed;
  if (!MONTH.test(typed)) return entered;
  return kept.find((day) => DAY.exec(day)?.[1] === typed) ?? `${typed}-01`;
}

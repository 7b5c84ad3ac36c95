/** A date as the form takes it (YYYY-MM-DD, or '' for none or 'Present'), and whether only a year was given. */
export type FormDate = { date: string; yearOnly: boolean };

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const ONGOING = /^(?:present|current|now|today)$/i;
/** Between a range's two ends: ' - ', an en or em dash, ' to ', or a hyphen between two years. */
const RANGE = /\s+-\s+|\s*[–—]\s*|(?<=^\d{4})-(?=\d{4}$)|\s+to\s+/i;

const two = (n: number) => String(n).padStart(2, '0');

/** 'Jan', 'Sept', 'March' → 1, 9, 3; anything else → 0. */
function monthOf(word: string): number {
  const lower = word.toLowerCase().replace(/\.$/, '');
  return lower.length >= 3 ? MONTHS.findIndex((month) => month.startsWith(lower)) + 1 : 0;
}

function day(year: string, month: number, date = 1): string | undefined {
  if (month < 1 || month > 12 || date < 1 || date > 31) return undefined;
  const text = `${year}-${two(month)}-${two(date)}`;
  // Date.parse takes 2021-02-30 as March 2nd: the day must be one the month has.
  return new Date(`${text}T00:00:00Z`).getUTCDate() === date ? text : undefined;
}

/** Each way LinkedIn (or a spreadsheet) writes a date, read to the day it stands for. */
const FORMATS: [RegExp, (m: RegExpMatchArray) => string | undefined][] = [
  [/^(\d{4})-(\d{2})-(\d{2})$/, ([, y, m, d]) => day(y as string, Number(m), Number(d))],
  [/^(\d{4})-(\d{1,2})$/, ([, y, m]) => day(y as string, Number(m))],
  [/^([a-z]+\.?)\s+(\d{4})$/i, ([, m, y]) => day(y as string, monthOf(m as string))],
  [/^(\d{1,2})\/(\d{4})$/, ([, m, y]) => day(y as string, Number(m))],
  [
    /^([a-z]+\.?)\s+(\d{1,2}),?\s+(\d{4})$/i,
    ([, m, d, y]) => day(y as string, monthOf(m as string), Number(d)),
  ],
  [
    /^(\d{1,2})\s+([a-z]+\.?)\s+(\d{4})$/i,
    ([, d, m, y]) => day(y as string, monthOf(m as string), Number(d)),
  ],
  // LinkedIn is American: 3/15/2024 is March 15th.
  [/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, ([, m, d, y]) => day(y as string, Number(m), Number(d))],
];

/**
 * A LinkedIn date as the form takes it: 'Jan 2020' and '01/2020' are the month's first day, '2020'
 * alone is January 1st (`yearOnly`: the owner should check it), 'Present' is none. A text read
 * as none of these is given back as it is, for finishImport to leave out and name.
 */
export function linkedInDate(text: string): FormDate {
  const trimmed = text.trim();
  if (trimmed === '' || ONGOING.test(trimmed)) return { date: '', yearOnly: false };
  if (/^\d{4}$/.test(trimmed)) return { date: `${trimmed}-01-01`, yearOnly: true };
  for (const [format, read] of FORMATS) {
    const match = trimmed.match(format);
    const date = match && read(match);
    if (date) return { date, yearOnly: false };
  }
  return { date: trimmed, yearOnly: false };
}

/**
 * A start and an end. Some exports write a whole range in the start's column ('Mar 2019 - Present'):
 * it is split, its end used when the end's column is empty.
 */
export function linkedInRange(start: string, end: string): { start: FormDate; end: FormDate } {
  const [first = '', second = '', ...rest] = start.split(RANGE);
  if (second === '' || rest.length > 0) return { start: linkedInDate(start), end: linkedInDate(end) };
  return { start: linkedInDate(first), end: linkedInDate(end.trim() === '' ? second : end) };
}

/**
 * Dates as résumés write them ('Jan 2020 – Present', '2019-21', '03/2018 - 05/2020', 'June 2019 to
 * Aug 2021', '2018'), read into the form's YYYY-MM-DD. A month stands for its first day and a year
 * for 1 January, as the JSON Resume import does; such a guess of the day is not marked for review,
 * a guess of the month or the century is.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR = '(?:19|20)\\d{2}';
/** One point in time: 'Jan 2020', "Jan '20", '03/2018', '2018-03', '2018', 'Present'. */
const POINT = `(?:${MONTH_NAME},?\\s+(?:${YEAR}|['’]\\d{2})|(?:0?[1-9]|1[0-2])[/.-]${YEAR}|${YEAR}[/.-](?:0[1-9]|1[0-2])(?!\\d)|${YEAR}|present|current|now|today|ongoing)`;
const SEPARATOR = '\\s*(?:[-–—~→]|to|until|till)\\s*';
/** A range, or '2019-21' (a year and the last two digits of another), or one point. */
const DATE_PATTERN = new RegExp(
  `(?<![\\w/.-])(?:(${POINT})${SEPARATOR}(${POINT})|(${YEAR})\\s*[-–]\\s*(\\d{2})|(${POINT}))(?![\\w/])`,
  'i',
);

export type DateRange = {
  startDate: string;
  /** '' for 'Present', or when only one date was written. */
  endDate: string;
  /** Only one date was written: where it goes depends on the section. */
  single: boolean;
  /** Something was guessed beyond the day: a month from a year alone, a century from two digits. */
  guessed: boolean;
  /** The text of the dates, to be taken out of the line they were found in. */
  text: string;
};

type Point = { date: string; guessed: boolean };

function readPoint(text: string): Point | undefined {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (/^(present|current|now|today|ongoing)$/.test(value)) return { date: '', guessed: false };
  const named = /^([a-z]+)\.?,? (?:(\d{4})|['’](\d{2}))$/.exec(value);
  if (named) {
    const month = MONTHS.indexOf((named[1] ?? '').slice(0, 3)) + 1;
    const year = named[2] ?? `20${named[3]}`;
    return { date: `${year}-${pad(month)}-01`, guessed: named[3] !== undefined };
  }
  const monthFirst = /^(\d{1,2})[/.-](\d{4})$/.exec(value);
  if (monthFirst) return { date: `${monthFirst[2]}-${pad(Number(monthFirst[1]))}-01`, guessed: false };
  const yearFirst = /^(\d{4})[/.-](0[1-9]|1[0-2])$/.exec(value);
  if (yearFirst) return { date: `${yearFirst[1]}-${yearFirst[2]}-01`, guessed: false };
  if (/^\d{4}$/.test(value)) return { date: `${value}-01-01`, guessed: true };
  return undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The first date or date range in `line`, if it has one. */
export function findDates(line: string): DateRange | undefined {
  const match = DATE_PATTERN.exec(line);
  if (!match) return undefined;
  const [text, from, to, shortFrom, shortTo, single] = match;
  if (shortFrom && shortTo) {
    const end = `${shortFrom.slice(0, 2)}${shortTo}`;
    if (Number(end) < Number(shortFrom)) {
      // '2019-12' is December 2019, not a range that runs backwards.
      const month = readPoint(text);
      return month && { startDate: month.date, endDate: '', single: true, guessed: false, text };
    }
    return {
      startDate: `${shortFrom}-01-01`,
      endDate: `${end}-01-01`,
      single: false,
      guessed: true,
      text,
    };
  }
  if (from && to) {
    const start = readPoint(from);
    const end = readPoint(to);
    if (!start?.date || !end) return undefined;
    return {
      startDate: start.date,
      endDate: end.date,
      single: false,
      guessed: start.guessed || end.guessed,
      text,
    };
  }
  const point = single ? readPoint(single) : undefined;
  if (!point?.date) return undefined;
  return { startDate: point.date, endDate: '', single: true, guessed: point.guessed, text };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `line` without the dates found in it and the brackets or separators left around them. */
export function withoutDates(line: string, dates: DateRange): string {
  return (
    line
      // 'Since October 2021: Data Engineer', 'Expected May 2026': the word before the dates goes with them.
      .replace(new RegExp(`(?:\\b(?:since|from|expected)\\s+)?${escaped(dates.text)}`, 'i'), ' ')
      .replace(/\(\s*\)|\[\s*\]/g, ' ')
      .replace(/[ \t]*[|,·•–—:-][ \t]*$/, '')
      .replace(/^[ \t]*[|,·•–—:-][ \t]*/, '')
      // Tabs stay: they part a table's cells.
      .replace(/ {2,}/g, ' ')
      .replace(/^[ \t]+|[ \t]+$/g, '')
  );
}

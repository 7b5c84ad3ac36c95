import { type DateRange, findDates, withoutDates } from './resume-dates.ts';
import { piecesOf } from './resume-line.ts';
import { hasOrganisationWord, hasRoleWord, hasSchoolWord } from './resume-words.ts';

/** One entry of a section: its heading lines (role, organisation, dates), then what describes it. */
export type Entry = { head: string[]; dates: DateRange | undefined; details: string[] };

/** A bullet, or a numbered reference as a bibliography gives it ('[3] '). */
const BULLET = /^\s*(?:[•●▪◦‣∙*·➢►✓–—-]|\[\d{1,3}\])\s*/;
/** 'Tech: React, Node' under an entry belongs to it, whatever its length. */
const LABELLED =
  /^(tech(?:nologies| stack)?|stack|tools|environment|built with|skills used|gpa|cgpa|grade|percentage|score|link|url)\s*:/i;
/** A line that is a link alone, with or without its scheme. */
export const LINK_LINE = /^(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}\/\S*$/i;

export const isBullet = (line: string) => BULLET.test(line);
export const stripBullet = (line: string) => line.replace(BULLET, '').trim();

/** Whether a line describes an entry rather than heads one: a bullet, a sentence, a labelled line, a link. */
function isDetail(line: string): boolean {
  if (isBullet(line) || LABELLED.test(line) || LINK_LINE.test(line)) return true;
  if (line.length > 100) return true;
  return /[.!]$/.test(line) && line.length > 30 && findDates(line) === undefined;
}

/** A line heading an entry by its dates ('Engineer — Acme   Jan 2020 – Present'), not a described date. */
const datedHead = (line: string) => !isDetail(line) && findDates(line) !== undefined;

/**
 * A project's or award's title line: short, no commas, its long words capitalised ('Clinic Booking ·
 * Lead Developer'), so a description line without a bullet is not taken for a new entry.
 */
function isTitleLike(line: string): boolean {
  const words = line.split(/\s+/);
  return (
    words.length <= 8 &&
    !line.includes(',') &&
    words.every((word) => word.length <= 3 || !/^\p{Ll}/u.test(word))
  );
}

/**
 * Cuts a section's lines into entries. Where entries are dated, each date line anchors one: the
 * lines heading an entry before its date are counted on the first entry (0 for 'Role — Acme  2020',
 * 1 for 'Acme' over 'Role | 2020', 2 for role, organisation and dates stacked), or are a short name
 * right over it; a date line with
 * nothing else on it takes the lines after it too (a table's dates column). Undated sections start
 * an entry at each title-like line. `oneLineEach` (achievements, articles) makes every line an
 * entry, except a line under a dated one.
 */
export function entriesOf(
  lines: string[],
  { oneLineEach, wraps }: { oneLineEach: boolean; wraps: boolean },
): Entry[] {
  if (oneLineEach) return oneEach(lines);
  const dated = lines.flatMap((line, index) => (datedHead(line) ? [index] : []));
  return dated.length > 0 ? byDates(lines, dated, wraps) : byTitles(lines);
}

function entry(lines: string[], headCount: number): Entry {
  const head = lines.slice(0, headCount);
  return { head, dates: datesOf(head), details: lines.slice(headCount) };
}

function byDates(lines: string[], dated: number[], wraps: boolean): Entry[] {
  const [first = 0] = dated;
  let before = 0;
  while (before < 2 && before < first && !isDetail(lines[first - before - 1] ?? '')) before += 1;
  const starts = dated.map((at, k) => {
    let start = at;
    const floor = k === 0 ? 0 : (dated[k - 1] ?? 0) + 1;
    // A short name over the date line heads the entry too, whatever the first entry did.
    const heads = (line: string) =>
      at - start < before || (at - start < 2 && isTitleLike(line) && line.split(' ').length <= 5);
    while (start > floor && !isDetail(lines[start - 1] ?? '') && heads(lines[start - 1] ?? '')) start -= 1;
    return start;
  });
  return starts.map((start, k) => {
    const end = starts[k + 1] ?? lines.length;
    const at = dated[k] ?? start;
    const dateLine = lines[at] ?? '';
    const dates = findDates(dateLine);
    const text = dates ? withoutDates(dateLine, dates) : dateLine;
    const next = lines[at + 1] ?? '';
    let headEnd = at + 1;
    const own = lines.slice(start, end);
    if (text === '') {
      // A date line alone heads with the lines after it, up to role and organisation.
      while (headEnd < end && headEnd - at <= 2 - before && !isDetail(lines[headEnd] ?? '')) headEnd += 1;
    } else if (headEnd < end && isWrappedName(next)) {
      if (piecesOf(text).length === 1 && hasRoleWord(text) !== hasRoleWord(next)) {
        // 'Frontend Developer   2023 – Present' over 'Bright Bytes Agency': the other half of the heading.
        headEnd += 1;
      } else if (wraps) {
        // 'Engineer | Quantum Ledger   2022 – Present' over 'Inc.': a name the column was too narrow for.
        const [first = '', ...after] = dateLine.split('\t');
        own[at - start] = [`${first} ${next}`, ...after].join('\t');
        own.splice(headEnd - start, 1);
      }
    } else if (headEnd < end && namesWhere(text, next)) {
      // 'Staff Nurse   Jun 2021 – Present' over 'Riverside Hospital, Columbus, OH': where it was.
      headEnd += 1;
    }
    return entry(own, headEnd - start);
  });
}

/**
 * A line under a dated heading that names where it was when the heading does not: a school under
 * a degree, an organisation under a role ('Vellore Institute of Technology, Vellore | CGPA: 8.4').
 */
function namesWhere(heading: string, next: string): boolean {
  if (isDetail(next) || findDates(next)) return false;
  const [first = ''] = piecesOf(next);
  if (hasSchoolWord(first) && !hasSchoolWord(heading)) return true;
  return (
    hasRoleWord(heading) && !hasOrganisationWord(heading) && hasOrganisationWord(first) && !hasRoleWord(first)
  );
}

/** The end of a name cut off its line: one to three capitalised words, nothing else. */
const isWrappedName = (line: string) =>
  !isDetail(line) && !findDates(line) && /^\p{Lu}[\p{L}.&'-]*(?: \p{Lu}[\p{L}.&'-]*){0,2}$/u.test(line);

function byTitles(lines: string[]): Entry[] {
  const entries: Entry[] = [];
  for (const line of lines) {
    const last = entries.at(-1);
    if (!isDetail(line) && (isTitleLike(line) || !last))
      entries.push({ head: [line], dates: undefined, details: [] });
    else if (last) last.details.push(line);
  }
  return entries;
}

function oneEach(lines: string[]): Entry[] {
  const anyDated = lines.some((line) => findDates(line) !== undefined && !LINK_LINE.test(line));
  const entries: Entry[] = [];
  for (const line of lines) {
    const last = entries.at(-1);
    const described = last && anyDated && !isBullet(line) && !findDates(line);
    if (LINK_LINE.test(line) || (described && !isTitleLike(line)) || (last && LABELLED.test(line))) {
      last?.details.push(line);
    } else {
      const head = [stripBullet(line)];
      entries.push({ head, dates: datesOf(head), details: [] });
    }
  }
  return entries;
}

function datesOf(head: string[]): DateRange | undefined {
  for (const line of head) {
    const dates = findDates(line);
    if (dates) return dates;
  }
  return undefined;
}

/** A line that ends like this goes on in the next ('University of' / 'Singapore'). */
const UNFINISHED = /(?:\b(?:of|and|in|for|the|at|to|with)|[,&–—-])$/i;
const MONTH_END = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i;

/**
 * Lines a narrow column wrapped (a PDF's), joined again: a line going on in lower case, a bullet's sentence
 * ending on the next line, a heading cut after 'of' (before its dates, when a tab sets them apart),
 * a year cut from its month.
 */
export function unwrapped(lines: string[]): string[] {
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    const previous = out.at(-1);
    if (previous === undefined || line === '') {
      if (line) out.push(line);
      continue;
    }
    const free = !isBullet(line) && !LABELLED.test(line) && !findDates(line) && !LINK_LINE.test(line);
    // A bullet's sentence ends on the next line, dates in it or not ('… during the 2020 lockdowns.').
    const endsSentence =
      isBullet(previous) &&
      !/[.!?:]$/.test(previous) &&
      /[.!?]$/.test(line) &&
      !isBullet(line) &&
      !line.includes('\t') &&
      !LABELLED.test(line) &&
      !LINK_LINE.test(line);
    const [before = '', ...after] = previous.split('\t');
    if (/^\d{4}$/.test(line) && MONTH_END.test(previous)) {
      out[out.length - 1] = `${previous} ${line}`;
    } else if (free && after.length > 0 && UNFINISHED.test(before.trim())) {
      out[out.length - 1] = [`${before.trim()} ${line}`, ...after].join('\t');
    } else if (free && (/^\p{Ll}/u.test(line) || UNFINISHED.test(previous))) {
      out[out.length - 1] = `${previous} ${line}`;
    } else if (endsSentence) {
      out[out.length - 1] = `${previous} ${line}`;
    } else {
      out.push(line);
    }
  }
  return out;
}

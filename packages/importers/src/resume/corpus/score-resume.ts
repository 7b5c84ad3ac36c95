import type { ExpectedResume } from './resume-samples.ts';

// Field-level precision and recall of what the parser read against what a résumé holds. A value
// read and right is a hit; read and wrong counts against precision and recall both; read where the
// résumé has none counts against precision, missed against recall. List items are paired by their
// best match first, so one extra or missing entry does not shift every other.

export type Tally = { hits: number; read: number; expected: number };
/** Tallies by what is measured: a section ('experience') or a kind of field ('dates'). */
export type Score = Map<string, Tally>;

type Field = { section: string; kind: string; key: string; normal: (value: string) => string };

const text = (value: string) =>
  value
    .normalize('NFC')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,;:|–—-]+|[\s.,;:|–—-]+$/g, '');
const link = (value: string) =>
  text(value)
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/$/, '');
const digits = (value: string) => value.replace(/\D/g, '');

const CONTACT: Field[] = [
  { section: 'contact', kind: 'names', key: 'name', normal: text },
  { section: 'contact', kind: 'headlines', key: 'title', normal: text },
  { section: 'contact', kind: 'emails', key: 'email', normal: text },
  { section: 'contact', kind: 'phones', key: 'phone', normal: digits },
  { section: 'contact', kind: 'links', key: 'linkidenUrl', normal: link },
  { section: 'contact', kind: 'links', key: 'githubUrl', normal: link },
];

const LISTS: { list: keyof ExpectedResume; section: string; fields: Field[] }[] = [
  {
    list: 'experiences',
    section: 'experience',
    fields: [
      { section: 'experience', kind: 'job titles', key: 'role', normal: text },
      { section: 'experience', kind: 'organisations', key: 'companyName', normal: text },
      { section: 'experience', kind: 'dates', key: 'startDate', normal: text },
      { section: 'experience', kind: 'dates', key: 'endDate', normal: text },
    ],
  },
  {
    list: 'educations',
    section: 'education',
    fields: [
      { section: 'education', kind: 'organisations', key: 'schoolCollegeName', normal: text },
      { section: 'education', kind: 'degrees', key: 'course', normal: text },
      { section: 'education', kind: 'dates', key: 'startDate', normal: text },
      { section: 'education', kind: 'dates', key: 'endDate', normal: text },
    ],
  },
  {
    list: 'projects',
    section: 'projects',
    fields: [{ section: 'projects', kind: 'titles', key: 'title', normal: text }],
  },
  {
    list: 'achievements',
    section: 'achievements',
    fields: [
      { section: 'achievements', kind: 'titles', key: 'title', normal: text },
      { section: 'achievements', kind: 'dates', key: 'date', normal: text },
    ],
  },
  {
    list: 'articles',
    section: 'articles',
    fields: [
      { section: 'articles', kind: 'titles', key: 'title', normal: text },
      { section: 'articles', kind: 'dates', key: 'date', normal: text },
    ],
  },
];

type Values = Record<string, unknown>;
type Item = Record<string, string>;

function add(score: Score, names: string[], hits: number, read: number, expected: number): void {
  for (const name of [...names, 'overall']) {
    const tally = score.get(name) ?? { hits: 0, read: 0, expected: 0 };
    tally.hits += hits;
    tally.read += read;
    tally.expected += expected;
    score.set(name, tally);
  }
}

function compare(score: Score, field: Field, got: string, want: string): void {
  const g = field.normal(got);
  const w = field.normal(want);
  add(
    score,
    [`section: ${field.section}`, `field: ${field.kind}`],
    g !== '' && g === w ? 1 : 0,
    g ? 1 : 0,
    w ? 1 : 0,
  );
}

/** How many of an item's fields agree: pairs items before they are compared. */
const agreement = (fields: Field[], a: Item, b: Item) =>
  fields.filter(
    (f) => f.normal(a[f.key] ?? '') !== '' && f.normal(a[f.key] ?? '') === f.normal(b[f.key] ?? ''),
  ).length;

/** Adds one résumé's comparison to `score`: `values` are the import's form values. */
export function scoreResume(score: Score, values: Values, expected: ExpectedResume): void {
  for (const field of CONTACT) {
    const got = String(values[field.key === 'phone' ? 'contactNumber' : field.key] ?? '');
    compare(score, field, got, String(expected[field.key as keyof ExpectedResume] ?? ''));
  }
  for (const { list, fields } of LISTS) {
    const got = [...((values[list] as Item[] | undefined) ?? [])];
    for (const want of expected[list] as Item[]) {
      let best = -1;
      got.forEach((item, index) => {
        if (best === -1 || agreement(fields, item, want) > agreement(fields, got[best] ?? {}, want))
          best = index;
      });
      const [match = {}] =
        best >= 0 && agreement(fields, got[best] ?? {}, want) > 0 ? got.splice(best, 1) : [];
      for (const field of fields) compare(score, field, match[field.key] ?? '', want[field.key] ?? '');
    }
    for (const extra of got) for (const field of fields) compare(score, field, extra[field.key] ?? '', '');
  }
  const skills = new Set(
    ((values.skills as { skills: string[] }[] | undefined) ?? []).flatMap((g) => g.skills).map(text),
  );
  const wanted = new Set(expected.skills.map(text));
  const hits = [...skills].filter((skill) => wanted.has(skill)).length;
  add(score, ['section: skills', 'field: skills'], hits, skills.size, wanted.size);
}

/** Precision and recall of a tally; 1 where nothing was read or expected. */
export const precisionOf = (t: Tally) => (t.read === 0 ? 1 : t.hits / t.read);
export const recallOf = (t: Tally) => (t.expected === 0 ? 1 : t.hits / t.expected);

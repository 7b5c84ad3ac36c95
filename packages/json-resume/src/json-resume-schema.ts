import { z } from 'zod';

/**
 * JSON Resume v1.0.0 (jsonresume.org/schema) as this package reads it. Only the fields the portfolio
 * maps are checked, so a field of a known entry that is not in these shapes has no place in the form
 * and is named in the import's report. Every field is optional and null counts as absent; unknown keys
 * are kept, again to be named.
 */

/** Where an export keeps the portfolio fields that JSON Resume has no place for. */
export const EXTENSION_KEY = 'x-portfolio-maker';

export const DATE_FORMATS = 'YYYY-MM-DD, YYYY-MM or YYYY';

/** JSON Resume's date: each part after the year is optional. '' is read as no date. */
const JSON_RESUME_DATE = /^(\d{4}(-\d{2}(-\d{2})?)?)?$/;

/** A value as the report shows it: strings quoted (long ones shortened), anything else by its kind. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
}

function expected(what: string) {
  return { error: (issue: { input?: unknown }) => `expected ${what}, got ${describeValue(issue.input)}` };
}

const text = z.string(expected('text')).nullish();
const texts = z.array(z.string(expected('text')), expected('a list of texts')).nullish();
const date = z.string(expected('text')).regex(JSON_RESUME_DATE, expected(DATE_FORMATS)).nullish();

function entry<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.looseObject(shape, expected('an object'));
}

function listOf<Entry extends z.ZodType>(item: Entry) {
  return z.array(item, expected('a list')).nullish();
}

export const locationEntry = entry({
  address: text,
  postalCode: text,
  city: text,
  countryCode: text,
  region: text,
});

export const profileEntry = entry({ network: text, username: text, url: text });

export const basicsEntry = entry({
  name: text,
  label: text,
  email: text,
  phone: text,
  summary: text,
  location: locationEntry.nullish(),
  profiles: listOf(profileEntry),
  [EXTENSION_KEY]: entry({ alternateContactNumber: text, aboutMe: text }).nullish(),
});

export const workEntry = entry({
  name: text,
  position: text,
  startDate: date,
  endDate: date,
  summary: text,
  highlights: texts,
  [EXTENSION_KEY]: entry({ techStack: text }).nullish(),
});

export const educationEntry = entry({
  institution: text,
  studyType: text,
  area: text,
  startDate: date,
  endDate: date,
  score: text,
  courses: texts,
  [EXTENSION_KEY]: entry({ yourLearning: text }).nullish(),
});

export const projectEntry = entry({
  name: text,
  roles: texts,
  startDate: date,
  endDate: date,
  keywords: texts,
  url: text,
  description: text,
  highlights: texts,
  [EXTENSION_KEY]: entry({ techStack: text, caseStudy: text, slug: text }).nullish(),
});

export const awardEntry = entry({
  title: text,
  date: date,
  awarder: text,
  summary: text,
  [EXTENSION_KEY]: entry({ link: text }).nullish(),
});

export const publicationEntry = entry({
  name: text,
  releaseDate: date,
  url: text,
  summary: text,
});

/** A skill group: `level` has no place in the form, so it is reported when present. */
export const skillEntry = entry({ name: text, keywords: texts });

export const jsonResumeSchema = z.looseObject(
  {
    basics: basicsEntry.nullish(),
    work: listOf(workEntry),
    education: listOf(educationEntry),
    projects: listOf(projectEntry),
    awards: listOf(awardEntry),
    publications: listOf(publicationEntry),
    skills: listOf(skillEntry),
  },
  expected('an object of JSON Resume sections'),
);

/** A JSON Resume document: what `exportJsonResume` writes. */
export type JsonResume = z.input<typeof jsonResumeSchema>;
/** A JSON Resume document once checked: what the import maps. */
export type CheckedJsonResume = z.output<typeof jsonResumeSchema>;

// Rules the published site and the PDF résumé both follow, so the page and the printout never
// disagree about which entry comes first or how a date reads. Plain text in, plain values out:
// each renderer wraps them in its own markup.

import type { PortfolioContent } from './portfolio.ts';
import type { TemplateId } from './templates.ts';

/**
 * Every section a site can show, by id. The owner orders and hides them (`sectionOrder`,
 * `hiddenSections` of the content); a new section is appended here and, where it goes, to each
 * template's order below (a template's order that misses one shows it last).
 */
export const SITE_SECTION_IDS = [
  'about',
  'experience',
  'projects',
  'education',
  'achievements',
  'articles',
  'skills',
  'services',
  'testimonials',
] as const;

export type SiteSectionId = (typeof SITE_SECTION_IDS)[number];

export const isSiteSectionId = (value: unknown): value is SiteSectionId =>
  (SITE_SECTION_IDS as readonly unknown[]).includes(value);

/** Each section's name in the editor ('Sections of your site') and in messages about it. */
export const SITE_SECTION_NAMES: Record<SiteSectionId, string> = {
  about: 'About',
  experience: 'Experience',
  projects: 'Projects',
  education: 'Education',
  achievements: 'Achievements',
  articles: 'Articles',
  skills: 'Skills',
  services: 'Services',
  testimonials: 'Testimonials',
};

/** Each template's own order of the sections: a site whose owner never reordered shows this. */
const TEMPLATE_SECTION_ORDERS: Record<TemplateId, readonly SiteSectionId[]> = {
  // Techfolio leads with what a developer knows; Monograph with the writing, skills last; Studio
  // with the work, what it offers and what clients say.
  1: [
    'about',
    'skills',
    'experience',
    'projects',
    'education',
    'achievements',
    'articles',
    'services',
    'testimonials',
  ],
  2: [
    'about',
    'articles',
    'experience',
    'education',
    'projects',
    'achievements',
    'testimonials',
    'services',
    'skills',
  ],
  3: [
    'projects',
    'services',
    'testimonials',
    'experience',
    'about',
    'skills',
    'achievements',
    'articles',
    'education',
  ],
  // Gallery: the work, then a word about it; Sidebar: a résumé's order; Spotlight: the offer and
  // who vouches for it; Paper: the writing; Terminal: what a developer reads first.
  4: [
    'projects',
    'about',
    'services',
    'testimonials',
    'skills',
    'experience',
    'achievements',
    'education',
    'articles',
  ],
  5: [
    'about',
    'experience',
    'skills',
    'education',
    'projects',
    'achievements',
    'articles',
    'testimonials',
    'services',
  ],
  6: [
    'services',
    'testimonials',
    'projects',
    'about',
    'skills',
    'experience',
    'achievements',
    'articles',
    'education',
  ],
  7: [
    'about',
    'articles',
    'projects',
    'experience',
    'education',
    'achievements',
    'skills',
    'testimonials',
    'services',
  ],
  8: [
    'about',
    'skills',
    'projects',
    'experience',
    'articles',
    'education',
    'achievements',
    'services',
    'testimonials',
  ],
};

/** A template's order of every section: its own, then any section it does not place, in id order. */
export function templateSectionOrder(templateId: TemplateId): SiteSectionId[] {
  const own = TEMPLATE_SECTION_ORDERS[templateId] ?? TEMPLATE_SECTION_ORDERS[1];
  return [...own, ...SITE_SECTION_IDS.filter((id) => !own.includes(id))];
}

/**
 * A section of the owner's own (`customSections` of the content) is on the site as `custom-<id>`:
 * its element id, its place in `sectionOrder` and `hiddenSections`.
 */
export type CustomSectionKey = `custom-${string}`;
/** Any section of a site: a built-in one or one of the owner's own. */
export type SectionKey = SiteSectionId | CustomSectionKey;

/** A custom section's own id: 8 lowercase letters or digits, made by the client once. */
export const CUSTOM_SECTION_ID_PATTERN = /^[a-z0-9]{8}$/;
export const customSectionKey = (id: string): CustomSectionKey => `custom-${id}`;

/** Whether a value is a well-formed custom section key (the section itself may not exist). */
export const isCustomSectionKey = (value: unknown): value is CustomSectionKey =>
  typeof value === 'string' &&
  value.startsWith('custom-') &&
  CUSTOM_SECTION_ID_PATTERN.test(value.slice('custom-'.length));

/**
 * Every section of a site in its template's order, then the owner's own sections in the order they
 * were added: the list orderedSections orders (so a custom section the owner never placed comes last).
 */
export function siteSectionOrder(
  templateId: TemplateId,
  { customSections = [] }: { customSections?: readonly { id: string }[] | undefined },
): SectionKey[] {
  return [...templateSectionOrder(templateId), ...customSections.map(({ id }) => customSectionKey(id))];
}

/** The owner's choices about the sections, as stored (old content has neither; unknown ids are ignored). */
export type SectionChoices = {
  sectionOrder?: readonly string[] | undefined;
  hiddenSections?: readonly string[] | undefined;
};

/**
 * The sections a site shows, in order: the owner's order (ids the template does not know left out,
 * each once), then every section missing from it in the template's order (so a section added later
 * still appears), without the hidden ones. The site, its table of contents, the live preview, the
 * PDF résumé and the JSON Resume export all follow it.
 */
export function orderedSections<Id extends string>(
  templateOrder: readonly Id[],
  { sectionOrder = [], hiddenSections = [] }: SectionChoices,
): Id[] {
  const known = new Set<string>(templateOrder);
  const owner = [...new Set(sectionOrder)].filter((id): id is Id => known.has(id));
  const rest = templateOrder.filter((id) => !owner.includes(id));
  const hidden = new Set(hiddenSections);
  return [...owner, ...rest].filter((id) => !hidden.has(id));
}

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

/**
 * The parts of a date or range (an item of the owner's own sections: a talk, an exhibition): a date
 * alone is that month, not a period going on; a start and an end are a range.
 */
export function dateOrRangeParts<Part>(
  startDate: string,
  endDate: string,
  date: (day: string) => Part,
): (Part | string)[] {
  return startDate && !endDate ? [date(startDate)] : periodParts(startDate, endDate, date);
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

import type { ImportResult } from '@portfolio/shared/imports';
import {
  ALL_LIST_FIELDS,
  type AnyListField,
  EMPTY_ITEMS,
  LIST_ITEM_SCHEMAS,
  LIST_MAX_ITEMS,
  type PortfolioContent,
  portfolioContentSchema,
  TEXT_FIELDS,
  type TextField,
} from '@portfolio/shared/portfolio';
import { SITE_SECTION_NAMES } from '@portfolio/shared/site-rules';
import type { z } from 'zod';

/** What an importer read from its source, before it is checked: text as found, items in part. */
export type ImportDraft = {
  text?: Partial<Record<TextField, string>>;
  lists?: Partial<{
    [List in AnyListField]: Partial<Record<keyof PortfolioContent[List][number], unknown>>[];
  }>;
  imported?: string[];
  notImported?: string[];
  review?: string[];
};

const LIST_NAMES: Record<AnyListField, { section: string; item: string }> = {
  educations: { section: SITE_SECTION_NAMES.education, item: 'education' },
  projects: { section: SITE_SECTION_NAMES.projects, item: 'project' },
  experiences: { section: SITE_SECTION_NAMES.experience, item: 'position' },
  achievements: { section: SITE_SECTION_NAMES.achievements, item: 'achievement' },
  articles: { section: SITE_SECTION_NAMES.articles, item: 'article' },
  skills: { section: SITE_SECTION_NAMES.skills, item: 'skill group' },
  services: { section: SITE_SECTION_NAMES.services, item: 'service' },
  testimonials: { section: SITE_SECTION_NAMES.testimonials, item: 'testimonial' },
};

/** Every field of the form, empty: what an import leaves where its source had nothing. */
export function emptyValues(): PortfolioContent {
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<string, unknown>;
  for (const list of ALL_LIST_FIELDS) values[list] = [];
  return {
    ...values,
    customSections: [],
    sectionOrder: [],
    hiddenSections: [],
  } as unknown as PortfolioContent;
}

const clip = (value: string, max = 80) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/**
 * The answer of an import: every value through the form's own schema, so the form never receives
 * what it would refuse. A value the schema refuses (a `javascript:` link, a date it cannot read, a
 * text too long) is left out and named in `notImported`; a list past LIST_MAX_ITEMS keeps its first.
 */
export function finishImport(draft: ImportDraft): ImportResult {
  const values = emptyValues();
  const notImported = [...(draft.notImported ?? [])];
  const shape = portfolioContentSchema.shape;
  for (const [field, raw] of Object.entries(draft.text ?? {}) as [TextField, string][]) {
    const checked = shape[field].safeParse(raw);
    if (checked.success) (values as Record<TextField, unknown>)[field] = checked.data;
    else
      notImported.push(`${labelOf(field)} “${clip(raw)}” was left out: ${checked.error.issues[0]?.message}.`);
  }
  for (const list of ALL_LIST_FIELDS) {
    const items = draft.lists?.[list] ?? [];
    const names = LIST_NAMES[list];
    if (items.length > LIST_MAX_ITEMS) {
      notImported.push(
        `${names.section}: only the first ${LIST_MAX_ITEMS} of ${items.length} were imported (the most a section holds).`,
      );
    }
    const itemShape: Record<string, z.ZodType> = LIST_ITEM_SCHEMAS[list].shape;
    const kept = items.slice(0, LIST_MAX_ITEMS).map((item, index) => {
      const full: Record<string, unknown> = { ...EMPTY_ITEMS[list] };
      for (const [key, raw] of Object.entries(item)) {
        const schema = itemShape[key];
        if (!schema || raw === undefined) continue;
        const checked = schema.safeParse(raw);
        if (checked.success) full[key] = checked.data;
        else
          notImported.push(
            `${names.section} ${index + 1}: “${clip(String(raw))}” was left out: ${checked.error.issues[0]?.message}.`,
          );
      }
      return full;
    });
    (values as Record<string, unknown>)[list] = kept;
  }
  return {
    values,
    imported: draft.imported ?? [],
    notImported,
    review: draft.review ?? [],
  };
}

/** 'linkidenUrl' → 'LinkedIn URL': the words the form shows, from the schema's own messages. */
function labelOf(field: TextField): string {
  const words: Partial<Record<TextField, string>> = {
    linkidenUrl: 'The LinkedIn URL',
    githubUrl: 'The GitHub URL',
    instagramUrl: 'The Instagram URL',
    facebookUrl: 'The Facebook URL',
    twitterUrl: 'The Twitter URL',
    contactNumber: 'The phone number',
    alternateContactNumber: 'The second phone number',
    aboutMe: 'About me',
  };
  return words[field] ?? `The ${field}`;
}

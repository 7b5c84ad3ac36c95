import {
  ALL_LIST_FIELDS,
  type AnyListField,
  type CustomSectionItem,
  customSectionItemSchema,
  LIST_DATE_FIELDS,
  LIST_ITEM_SCHEMAS,
  type PortfolioContent,
  portfolioContentSchema,
  TEXT_FIELDS,
} from '@portfolio/shared/portfolio';
import type { SiteData } from '@portfolio/templates/site-data';
import type { z } from 'zod';

const isCalendarDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** A value through its schema (trimmed, defaults) when valid, otherwise as typed: the preview never fails. */
function tolerant<T>(schema: z.ZodType<T>, value: T): T {
  const result = schema.safeParse(value);
  return result.success ? result.data : value;
}

/** An item as the schema keeps it when valid; otherwise as typed, with dates the template cannot show left out. */
function previewItem(schema: z.ZodType, item: Record<string, unknown>): Record<string, unknown> {
  const result = (schema as z.ZodType<Record<string, unknown>>).safeParse(item);
  if (result.success) return result.data;
  return Object.fromEntries(
    Object.entries(item).map(([key, value]) => [
      key,
      LIST_DATE_FIELDS.has(key) && typeof value === 'string' && !isCalendarDay(value) ? '' : value,
    ]),
  );
}

/**
 * Whether an item field holds something: text that is not empty, a list (a group's skills, a
 * project's images) with an entry, an image (an item's, gone once removed).
 */
const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== '' && value !== undefined;

type PreviewOptions = {
  hostingName: string;
  siteUrl: string;
  cover: SiteData['cover'];
  reportUrl: string;
};

/**
 * The data the published site would be rendered from, built from the form as it is now: each
 * field through the shared schema, so the preview matches what goes live; a field that does not
 * pass yet is shown as typed, and list items left entirely empty are dropped as the server does.
 */
export function previewSiteData(content: PortfolioContent, options: PreviewOptions): SiteData {
  const site = { ...content, ...options } as SiteData;
  const shape = portfolioContentSchema.shape;
  for (const field of TEXT_FIELDS) {
    site[field] = tolerant(shape[field] as z.ZodType<string>, content[field]);
  }
  for (const list of ALL_LIST_FIELDS) {
    const items = ((content[list] ?? []) as Record<string, unknown>[])
      .map((item) => previewItem(LIST_ITEM_SCHEMAS[list], item))
      .filter((item) => Object.values(item).some(filled));
    (site as Record<AnyListField, unknown>)[list] = items;
  }
  site.customSections = (content.customSections ?? []).map((section) => ({
    ...section,
    // Not saved without a title; while one is being typed the preview still names the section.
    title: section.title.trim() || 'Untitled section',
    items: section.items
      .map((item) => previewItem(customSectionItemSchema, item) as CustomSectionItem)
      .filter((item) => Object.values(item).some(filled)),
  }));
  return site;
}

import {
  ALL_LIST_FIELDS,
  type AnyListField,
  type CustomSection,
  EMPTY_CUSTOM_SECTION_ITEM,
  EMPTY_ITEMS,
  LIST_DATE_FIELDS,
  type PortfolioContent,
  type PortfolioDetail,
  SECTION_FIELDS,
  TEXT_FIELDS,
  type TextField,
} from '@portfolio/shared/portfolio';
import type { PlacedImage } from '@portfolio/shared/project-images';
import {
  CUSTOM_SECTION_ID_PATTERN,
  customSectionKey,
  isSiteSectionId,
  type SectionKey,
} from '@portfolio/shared/site-rules';
import type { TemplateId } from '@portfolio/shared/templates';
import { sameTheme, themeFrom } from './theme-value.ts';

export type ListItem<List extends AnyListField> = PortfolioContent[List][number];

/** Everything the portfolio form holds: the content's fields by their own names, then the rest. */
export type PortfolioValues = PortfolioContent & {
  hostingName: string;
  coverImage: File | null;
  /** A newly chosen photo (null: keep the current one, if any). */
  photo: File | null;
  /** Drop the stored photo (when no new one is chosen). */
  removePhoto: boolean;
  templateId: TemplateId;
};

/** The form's values before anything is typed or chosen: no files, the stored photo kept. */
export function startingValues(
  content: PortfolioContent,
  hostingName: string,
  templateId: TemplateId,
): PortfolioValues {
  return { ...content, hostingName, templateId, coverImage: null, photo: null, removePhoto: false };
}

/**
 * The portfolio's content among the form's values, as a copy down to the list items: the form changes
 * its own objects in place as the user types, a copy stays as it was taken.
 */
export function contentOf(values: PortfolioContent): PortfolioContent {
  const texts = TEXT_FIELDS.map((field) => [field, values[field]]);
  const lists = ALL_LIST_FIELDS.map((list) => [list, (values[list] ?? []).map(copyItem)]);
  const sections = SECTION_FIELDS.map((field) => [field, [...(values[field] ?? [])]]);
  const customSections = (values.customSections ?? []).map(({ id, title, items }) => ({
    id,
    title,
    items: items.map(copyItem),
  }));
  return Object.fromEntries([
    ...texts,
    ...lists,
    ['customSections', customSections],
    ...sections,
    // Missing until the owner makes a choice: the template's own.
    ...(values.theme ? [['theme', themeFrom(values.theme)]] : []),
  ]) as PortfolioContent;
}

/** A value as a copy: a text as it is, an object (an image) or a list (skills, images) down to its entries. */
const copyValue = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(copyValue);
  if (typeof value === 'object' && value !== null) return { ...value };
  return value;
};

/** An item as a copy, its own lists (a group's skills, a project's images) and image too. */
const copyItem = <Item extends object>(item: Item) =>
  Object.fromEntries(Object.entries(item).map(([key, value]) => [key, copyValue(value)])) as Item;

/** Two entries alike: equal texts, or images with the same fields. */
const sameEntry = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** Two item values alike: texts equal, lists (a group's skills, a project's images) equal entry by entry. */
const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((entry, i) => sameEntry(entry, b[i]))
    : a === b;

/**
 * Whether the values are still those the form started with: no file chosen, no photo removed, the
 * same template, hosting name, texts and list items. Field by field, so it can run on every change.
 */
export function unchangedFrom(start: PortfolioValues, values: PortfolioValues): boolean {
  if (values.coverImage !== null || values.photo !== null || values.removePhoto) return false;
  if (values.templateId !== start.templateId || values.hostingName !== start.hostingName) return false;
  if (TEXT_FIELDS.some((field) => values[field] !== start[field])) return false;
  if (SECTION_FIELDS.some((field) => !sameValue(values[field] ?? [], start[field] ?? []))) return false;
  // The owner's own sections: a few small objects, compared whole.
  if (JSON.stringify(values.customSections ?? []) !== JSON.stringify(start.customSections ?? []))
    return false;
  if (!sameTheme(values.theme, start.theme)) return false;
  return ALL_LIST_FIELDS.every((list) => {
    const items: Record<string, unknown>[] = values[list] ?? [];
    const started: Record<string, unknown>[] = start[list] ?? [];
    const keys = Object.keys(EMPTY_ITEMS[list]);
    return (
      items.length === started.length &&
      items.every((item, index) => keys.every((key) => sameValue(item[key], started[index]?.[key])))
    );
  });
}

/** The create form's starting values: every text empty, each list with one empty item (docs/spec.md §4). */
export function emptyPortfolioContent(
  prefill: Partial<Pick<PortfolioContent, 'name' | 'email'>> = {},
): PortfolioContent {
  return {
    ...emptyTexts(),
    name: prefill.name ?? '',
    email: prefill.email ?? '',
    educations: [{ ...EMPTY_ITEMS.educations }],
    projects: [{ ...EMPTY_ITEMS.projects }],
    experiences: [{ ...EMPTY_ITEMS.experiences }],
    achievements: [{ ...EMPTY_ITEMS.achievements }],
    articles: [{ ...EMPTY_ITEMS.articles }],
    // Beyond the spec: these start with no item, the owner adds one.
    skills: [],
    services: [],
    testimonials: [],
    customSections: [],
    // The template's order, nothing hidden.
    sectionOrder: [],
    hiddenSections: [],
  };
}

/**
 * Section ids from a record (a stored portfolio, a draft): known ones (built-in, or one of the
 * record's own sections), each once; anything else is none.
 */
function sectionIdsFrom(stored: unknown, customSections: readonly CustomSection[]): SectionKey[] {
  const own = new Set<unknown>(customSections.map(({ id }) => customSectionKey(id)));
  const known = (id: unknown): id is SectionKey => isSiteSectionId(id) || own.has(id);
  return Array.isArray(stored) ? [...new Set(stored.filter(known))] : [];
}

/** The owner's own sections from a record: those with a usable id, their items in the form's shape. */
function customSectionsFrom(stored: unknown): CustomSection[] {
  const records = (Array.isArray(stored) ? stored : []) as Record<string, unknown>[];
  return records
    .filter((raw) => typeof raw?.id === 'string' && CUSTOM_SECTION_ID_PATTERN.test(raw.id))
    .map((raw) => ({
      id: raw.id as string,
      title: typeof raw.title === 'string' ? raw.title : '',
      items: (Array.isArray(raw.items) ? raw.items : []).map((item: Record<string, unknown> | null) => {
        const image = placedImageFrom(item?.image);
        return {
          ...Object.fromEntries(
            Object.entries(EMPTY_CUSTOM_SECTION_ITEM).map(([key, empty]) => [
              key,
              itemValue(key, item?.[key], empty) as string,
            ]),
          ),
          ...(image ? { image } : {}),
        };
      }) as CustomSection['items'],
    }));
}

function emptyTexts(): Pick<PortfolioContent, TextField> {
  return Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Pick<PortfolioContent, TextField>;
}

/**
 * A stored date as a date input's value, YYYY-MM-DD (docs/spec.md §3): a full timestamp is cut to its
 * day, anything that is not a date becomes empty.
 */
export function toDateInputValue(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const day = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(value)?.[1];
  if (day) return Number.isNaN(Date.parse(day)) ? '' : day;
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10);
}

/**
 * A placed image from a record, in the form's shape (its id, alt text and caption as texts, its
 * size when known); none without an id. The save checks the rest (decision 49).
 */
function placedImageFrom(value: unknown): PlacedImage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, alt, caption, width, height } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '') return undefined;
  const size = (n: unknown) => (typeof n === 'number' && n > 0 ? n : undefined);
  return {
    id,
    alt: typeof alt === 'string' ? alt : '',
    caption: typeof caption === 'string' ? caption : '',
    ...(size(width) && size(height) ? { width: size(width), height: size(height) } : {}),
  };
}

/**
 * An item field's value from a record: a list date as YYYY-MM-DD, a project's images as placed
 * images, a list of names as texts, else text.
 */
function itemValue(key: string, value: unknown, empty: unknown): string | string[] | PlacedImage[] {
  if (key === 'images') {
    return Array.isArray(value) ? value.map(placedImageFrom).filter((image) => image !== undefined) : [];
  }
  if (Array.isArray(empty)) {
    return Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : [];
  }
  if (LIST_DATE_FIELDS.has(key)) return toDateInputValue(value);
  return typeof value === 'string' ? value : '';
}

function itemsFrom<List extends AnyListField>(
  list: List,
  stored: unknown,
  keepEmpty: boolean,
): ListItem<List>[] {
  const items = Array.isArray(stored) ? stored : [];
  const converted = items.map((raw) => {
    const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const item: Record<string, ReturnType<typeof itemValue>> = {};
    for (const [key, empty] of Object.entries(EMPTY_ITEMS[list])) {
      item[key] = itemValue(key, source[key], empty);
    }
    return item as ListItem<List>;
  });
  // An empty section still shows one item to fill in, as on the create form.
  return converted.length > 0 || keepEmpty ? converted : [{ ...EMPTY_ITEMS[list] }];
}

/**
 * Form values from a record of unknown shape (a stored portfolio, a saved draft): only the form's
 * fields, texts as text, list dates as YYYY-MM-DD. An empty list gets one item to fill in unless
 * `keepEmptyLists` (a draft in which the user removed every item).
 */
export function contentFromRecord(
  record: Record<string, unknown>,
  { keepEmptyLists = false }: { keepEmptyLists?: boolean } = {},
): PortfolioContent {
  const texts = emptyTexts();
  for (const field of TEXT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') texts[field] = value;
  }
  const customSections = customSectionsFrom(record.customSections);
  return {
    ...texts,
    educations: itemsFrom('educations', record.educations, keepEmptyLists),
    projects: itemsFrom('projects', record.projects, keepEmptyLists),
    experiences: itemsFrom('experiences', record.experiences, keepEmptyLists),
    achievements: itemsFrom('achievements', record.achievements, keepEmptyLists),
    articles: itemsFrom('articles', record.articles, keepEmptyLists),
    // Beyond the spec: an empty one stays empty (the create form starts them so too).
    skills: itemsFrom('skills', record.skills, true),
    services: itemsFrom('services', record.services, true),
    testimonials: itemsFrom('testimonials', record.testimonials, true),
    customSections,
    sectionOrder: sectionIdsFrom(record.sectionOrder, customSections),
    hiddenSections: sectionIdsFrom(record.hiddenSections, customSections),
    ...(typeof record.theme === 'object' && record.theme !== null ? { theme: themeFrom(record.theme) } : {}),
  };
}

/** The update form's values from a stored portfolio: only the form's fields, list dates as YYYY-MM-DD. */
export function contentFromPortfolio(portfolio: PortfolioDetail): PortfolioContent {
  return contentFromRecord(portfolio);
}

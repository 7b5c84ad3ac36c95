import {
  EMPTY_ITEMS,
  LIST_DATE_FIELDS,
  LIST_FIELDS,
  type ListField,
  type PortfolioContent,
  type PortfolioDetail,
  TEXT_FIELDS,
  type TextField,
} from '@portfolio/shared/portfolio';
import type { TemplateId } from '@portfolio/shared/templates';

export type ListItem<List extends ListField> = PortfolioContent[List][number];

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
  const lists = LIST_FIELDS.map((list) => [list, values[list].map((item) => ({ ...item }))]);
  return Object.fromEntries([...texts, ...lists]) as PortfolioContent;
}

/**
 * Whether the values are still those the form started with: no file chosen, no photo removed, the
 * same template, hosting name, texts and list items. Field by field, so it can run on every change.
 */
export function unchangedFrom(start: PortfolioValues, values: PortfolioValues): boolean {
  if (values.coverImage !== null || values.photo !== null || values.removePhoto) return false;
  if (values.templateId !== start.templateId || values.hostingName !== start.hostingName) return false;
  if (TEXT_FIELDS.some((field) => values[field] !== start[field])) return false;
  return LIST_FIELDS.every((list) => {
    const items: Record<string, string>[] = values[list];
    const started: Record<string, string>[] = start[list];
    const keys = Object.keys(EMPTY_ITEMS[list]);
    return (
      items.length === started.length &&
      items.every((item, index) => keys.every((key) => item[key] === started[index]?.[key]))
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
  };
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

function itemsFrom<List extends ListField>(
  list: List,
  stored: unknown,
  keepEmpty: boolean,
): ListItem<List>[] {
  const items = Array.isArray(stored) ? stored : [];
  const converted = items.map((raw) => {
    const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const item: Record<string, string> = {};
    for (const key of Object.keys(EMPTY_ITEMS[list])) {
      const value = source[key];
      item[key] = LIST_DATE_FIELDS.has(key)
        ? toDateInputValue(value)
        : typeof value === 'string'
          ? value
          : '';
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
  return {
    ...texts,
    educations: itemsFrom('educations', record.educations, keepEmptyLists),
    projects: itemsFrom('projects', record.projects, keepEmptyLists),
    experiences: itemsFrom('experiences', record.experiences, keepEmptyLists),
    achievements: itemsFrom('achievements', record.achievements, keepEmptyLists),
    articles: itemsFrom('articles', record.articles, keepEmptyLists),
  };
}

/** The update form's values from a stored portfolio: only the form's fields, list dates as YYYY-MM-DD. */
export function contentFromPortfolio(portfolio: PortfolioDetail): PortfolioContent {
  return contentFromRecord(portfolio);
}

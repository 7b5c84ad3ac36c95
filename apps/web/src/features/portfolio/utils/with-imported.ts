import {
  ALL_LIST_FIELDS,
  type PortfolioContent,
  SECTION_FIELDS,
  TEXT_FIELDS,
} from '@portfolio/shared/portfolio';
import { contentFromRecord } from './form-values.ts';

/**
 * The form after an import: each field and section the document fills replaces the form's; those it
 * leaves empty keep what the form has (the name and e-mail filled in from the account, say).
 */
export function withImported(current: PortfolioContent, imported: PortfolioContent): PortfolioContent {
  const next = contentFromRecord(imported);
  for (const field of TEXT_FIELDS) {
    if (imported[field] === '') next[field] = current[field];
  }
  for (const list of ALL_LIST_FIELDS) {
    if (imported[list].length === 0) (next as Record<string, unknown>)[list] = current[list];
  }
  // The owner's own sections, the sections' order and hidden ones: an export of ours names them,
  // another document keeps the form's.
  if (imported.customSections.length === 0) next.customSections = current.customSections;
  for (const field of SECTION_FIELDS) {
    if ((imported[field] ?? []).length === 0) next[field] = [...(current[field] ?? [])];
  }
  return next;
}

/** The form's fields an import fills, and so replaces (see `withImported`): those it has a value for. */
export function filledFields(imported: PortfolioContent): string[] {
  return Object.entries(imported)
    .filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '',
    )
    .map(([field]) => field);
}

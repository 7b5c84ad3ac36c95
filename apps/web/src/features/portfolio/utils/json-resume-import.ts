import { importJsonResume } from '@portfolio/json-resume/import-json-resume';
import {
  ALL_LIST_FIELDS,
  type PortfolioContent,
  SECTION_FIELDS,
  TEXT_FIELDS,
} from '@portfolio/shared/portfolio';
import { contentFromRecord } from './form-values.ts';

/** What the import dialog shows after reading a document: the form's new values, or why not. */
export type JsonResumeReading =
  | {
      ok: true;
      /** The form as the document leaves it, from the form as it is now (see `withImported`). */
      apply: (current: PortfolioContent) => PortfolioContent;
      /** What the form did not take, one plain sentence each. */
      notImported: string[];
      /** One line saying what came in and what to do next. */
      headline: string;
    }
  | { ok: false; message: string };

export const importMessages = {
  empty: 'Choose a .json file or paste a JSON Resume document first.',
  notJsonFile: 'Choose a file ending in .json: a JSON Resume document is a JSON file.',
  nothing:
    'The document is JSON Resume, but it holds nothing this form can show. Check that it is the right file.',
} as const;

/** The name of the file as the messages show it, or a word for pasted text. */
function sourceName(fileName: string | undefined): string {
  return fileName ? `“${fileName}”` : 'the pasted document';
}

function hasContent(content: PortfolioContent): boolean {
  return Object.values(content).some((value) =>
    Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '',
  );
}

/**
 * Reads a JSON Resume (a file's text or pasted text) into the portfolio form's values with the
 * shared mapping of `@portfolio/json-resume`, in the words the import dialog shows. Never throws.
 */
export function readJsonResume(text: string, fileName?: string): JsonResumeReading {
  if (fileName !== undefined && !/\.json$/i.test(fileName))
    return { ok: false, message: importMessages.notJsonFile };
  if (text.trim() === '') return { ok: false, message: importMessages.empty };
  const imported = importJsonResume(text);
  if (!imported.ok) return { ok: false, message: imported.message };
  if (!hasContent(imported.values)) return { ok: false, message: importMessages.nothing };
  const left = imported.notImported.length;
  const headline =
    left === 0
      ? `Everything in ${sourceName(fileName)} is now in the form. Check it, then save: nothing is saved until you do.`
      : `${sourceName(fileName)} is now in the form, except ${left === 1 ? 'one thing' : `${left} things`} listed below. Check the form, then save: nothing is saved until you do.`;
  return {
    ok: true,
    apply: (current) => withImported(current, imported.values),
    notImported: imported.notImported,
    headline: headline.charAt(0).toUpperCase() + headline.slice(1),
  };
}

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

import { importJsonResume } from '@portfolio/json-resume/import-json-resume';
import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { contentFromRecord } from './form-values.ts';

/** What the import dialog shows after reading a document: the form's new values, or why not. */
export type JsonResumeReading =
  | {
      ok: true;
      /** The form's values, each empty list section with one item to fill in, as on the create form. */
      content: PortfolioContent;
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
    content: contentFromRecord(imported.values),
    notImported: imported.notImported,
    headline: headline.charAt(0).toUpperCase() + headline.slice(1),
  };
}

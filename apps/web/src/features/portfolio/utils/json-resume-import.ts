import { importJsonResume } from '@portfolio/json-resume/import-json-resume';
import { ALL_LIST_FIELDS, type PortfolioContent, TEXT_FIELDS } from '@portfolio/shared/portfolio';
import { LIST_SECTIONS } from '../components/list-sections.ts';

/** What the import dialog shows after reading a document: the form's new values, or why not. */
export type JsonResumeReading =
  | {
      ok: true;
      /** Every field of the form, '' and [] where the document has nothing (see `withImported`). */
      values: PortfolioContent;
      /** What came in per section, as the server's imports say it ('Projects: 2 projects'). */
      imported: string[];
      /** What the form did not take, one plain sentence each. */
      notImported: string[];
    }
  | { ok: false; message: string };

export const importMessages = {
  empty: 'Choose a .json file or paste a JSON Resume document first.',
  notJsonFile: 'Choose a file ending in .json: a JSON Resume document is a JSON file.',
  nothing:
    'The document is JSON Resume, but it holds nothing this form can show. Check that it is the right file.',
} as const;

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** What the document fills, one line per part of the form. */
function importedLines(values: PortfolioContent): string[] {
  const texts = TEXT_FIELDS.filter((field) => values[field] !== '').length;
  const lines = texts > 0 ? [`About you and links: ${counted(texts, 'field')}`] : [];
  for (const list of ALL_LIST_FIELDS) {
    const { legend, noun } = LIST_SECTIONS[list];
    if (values[list].length > 0) lines.push(`${legend}: ${counted(values[list].length, noun)}`);
  }
  return lines;
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
  const { values, notImported } = imported;
  return { ok: true, values, imported: importedLines(values), notImported };
}

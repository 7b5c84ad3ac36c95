import type { PortfolioContent } from '@portfolio/shared/portfolio';
import type { z } from 'zod';
import { jsonResumeSchema } from './json-resume-schema.ts';
import { portfolioFromJsonResume } from './portfolio-from-json-resume.ts';

/** A JSON Resume is a few kilobytes; anything past this is refused before it is parsed. */
export const JSON_RESUME_MAX_BYTES = 1024 * 1024;

export type JsonResumeImport =
  | {
      ok: true;
      /** Every form field, '' where the document had nothing that fits (required ones included). */
      values: PortfolioContent;
      /** What was left out or cut, one plain sentence each; empty when everything came in. */
      notImported: string[];
    }
  | { ok: false; message: string };

/**
 * Reads a JSON Resume (v1.0.0) into the portfolio form's values. `input` is the text of a file, or a
 * value already parsed from JSON. Never throws: a document that cannot be read gets `ok: false` and a
 * message naming the first problem and where it is.
 */
export function importJsonResume(input: unknown): JsonResumeImport {
  const document = typeof input === 'string' ? parseJson(input) : { ok: true as const, value: input };
  if (!document.ok) return document;
  const checked = jsonResumeSchema.safeParse(document.value);
  if (!checked.success) {
    return { ok: false, message: `This file is not a JSON Resume document. ${firstProblem(checked.error)}` };
  }
  return { ok: true, ...portfolioFromJsonResume(checked.data) };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  // Bytes are at least as many as UTF-16 units, so a long text is refused without being encoded.
  if (text.length > JSON_RESUME_MAX_BYTES || new TextEncoder().encode(text).length > JSON_RESUME_MAX_BYTES) {
    return { ok: false, message: 'This file is larger than 1 MB, more than any JSON Resume document needs.' };
  }
  try {
    // Editors on Windows may start a UTF-8 file with a byte order mark, which JSON.parse refuses.
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch (error) {
    return { ok: false, message: `This file is not JSON: ${(error as Error).message}` };
  }
}

/** `work[2].startDate: expected …`: the path as it would be written in JavaScript. */
function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '';
  const path = issue.path.reduce<string>(
    (written, key) =>
      typeof key === 'number' ? `${written}[${key}]` : written ? `${written}.${String(key)}` : String(key),
    '',
  );
  return path ? `${path}: ${issue.message}` : issue.message;
}

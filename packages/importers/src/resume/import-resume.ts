import type { ImportResult } from '@portfolio/shared/imports';
import { finishImport } from '../import-result.ts';
import { docxText, isDocx } from './docx-text.ts';
import { parseResume } from './parse-resume.ts';
import { pdfText } from './pdf-text.ts';
import { ResumeRefused, resumeMessages } from './resume-refusal.ts';

export type ResumeFileKind = 'pdf' | 'docx';

/**
 * What a file is by its content, never its name: a PDF starts with `%PDF-` (within its first
 * kilobyte, as readers allow), a DOCX is a ZIP whose directory names `word/document.xml`.
 */
export function resumeFileKind(bytes: Uint8Array): ResumeFileKind | undefined {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  return isDocx(bytes) ? 'docx' : undefined;
}

/**
 * The form's values from a résumé file: its text, read by rules into the form, every value checked
 * by the form's schema. Throws ResumeRefused with a message for its owner when it cannot be read.
 */
export async function importResume(bytes: Uint8Array): Promise<ImportResult> {
  const kind = resumeFileKind(bytes);
  if (!kind) throw new ResumeRefused('unsupported', resumeMessages.notResume);
  const text = kind === 'pdf' ? await pdfText(bytes) : await docxText(bytes);
  if (text.lines.length === 0) throw new ResumeRefused('unreadable', resumeMessages.empty);
  return finishImport(parseResume(text));
}

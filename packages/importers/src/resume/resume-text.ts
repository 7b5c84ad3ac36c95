import type { ResumeLine } from './resume-line.ts';

/**
 * A résumé file's text: its lines in reading order, the links behind its text, and whether a line
 * may be part of a paragraph the column's width cut (a PDF's) or is a whole paragraph (a DOCX's).
 */
export type ResumeText = { lines: ResumeLine[]; links: string[]; wraps: boolean };

/** More text than any résumé holds: what is past it is not read (a 30-page PDF may hold megabytes). */
export const RESUME_TEXT_MAX_CHARS = 200_000;

import type { ResumeLine } from './resume-line.ts';

/** A résumé file's text: its lines in reading order, and the links behind its text (a PDF's). */
export type ResumeText = { lines: ResumeLine[]; links: string[] };

/** More text than any résumé holds: what is past it is not read (a 30-page PDF may hold megabytes). */
export const RESUME_TEXT_MAX_CHARS = 200_000;

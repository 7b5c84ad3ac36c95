import { constants } from 'node:os';
import { importResume } from '@portfolio/importers/resume/import-resume';
import { type ResumeRefusal, ResumeRefused } from '@portfolio/importers/resume/resume-refusal';
import type { ImportResult } from '@portfolio/shared/imports';
import { lowerOnceStarted } from '../../work/lower-priority.ts';

export type ResumeReading = { result: ImportResult } | { refusal: ResumeRefusal };

/**
 * Reads a résumé file off the app's event loop (see resume-reader.ts). A refusal comes back as
 * data: an error's class would not survive the way back from the thread.
 */
export default async function read(file: Uint8Array): Promise<ResumeReading> {
  // Below requests, but not the lowest (decision 63): the owner waits for the reading, and it has 15 s.
  lowerOnceStarted(constants.priority.PRIORITY_BELOW_NORMAL);
  try {
    return { result: await importResume(file) };
  } catch (error) {
    if (error instanceof ResumeRefused) return { refusal: error.refusal };
    throw error;
  }
}

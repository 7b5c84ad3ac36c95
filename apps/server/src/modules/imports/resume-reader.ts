import os from 'node:os';
import type { ImportResult } from '@portfolio/shared/imports';
import { InvalidError, TooLargeError, UnsupportedMediaError } from '../../lib/domain-errors.ts';
import { createIdleThreads } from '../../work/idle-threads.ts';
import { createWorkQueue } from '../../work/work-queue.ts';
import type { ResumeReading } from './resume-worker.ts';

/** Longer than any résumé takes (tens of milliseconds); a file that needs more is given up on. */
const READ_TIMEOUT_MS = 15_000;

export const resumeReaderMessages = {
  busy: 'Many résumés are being read right now. Please try again in a few seconds.',
  yoursBusy: 'Your last résumé is still being read. Wait for it, then try again.',
  timedOut:
    'This file took too long to read. Save it again from your word processor as PDF or DOCX and send that.',
};

/**
 * Reads résumé files (PDF parsing can hold a core for seconds on a hostile file) in one worker thread
 * at a lower priority, never on the event loop: one file at a time, a few waiting, one per account;
 * past that the caller is told at once to try again (decision 40). The thread starts with the first
 * file and ends after 10 s without one; a file read longer than READ_TIMEOUT_MS ends the thread.
 */
export function createResumeReader() {
  const pool = createIdleThreads(new URL('./resume-worker.ts', import.meta.url), 1);
  const queue = createWorkQueue({
    concurrency: 1,
    maxWaiting: 2 * os.availableParallelism(),
    perOwner: 1,
    busyMessage: resumeReaderMessages.busy,
    ownerBusyMessage: resumeReaderMessages.yoursBusy,
    retryAfterSeconds: 3,
  });

  async function read(file: Buffer): Promise<ImportResult> {
    let reading: ResumeReading;
    try {
      reading = await pool.run(new Uint8Array(file), { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
    } catch (error) {
      if ((error as Error).name === 'AbortError')
        throw new InvalidError(resumeReaderMessages.timedOut, { cause: error });
      throw error;
    }
    if ('result' in reading) return reading.result;
    const Refusal = {
      'too-large': TooLargeError,
      unsupported: UnsupportedMediaError,
      unreadable: InvalidError,
    }[reading.refusal.kind];
    throw new Refusal(reading.refusal.message);
  }

  return {
    /** Refuses at once (503 or 429) a file that would get no turn now: before it is uploaded. */
    assertRoom: (userId: string) => queue.assertRoom(userId),
    /** The form's values from a résumé file, read in its turn; a refusal is a domain error. */
    read: (userId: string, file: Buffer) => queue.run(userId, () => read(file)),
    close: () => pool.close(),
  };
}

export type ResumeReader = ReturnType<typeof createResumeReader>;

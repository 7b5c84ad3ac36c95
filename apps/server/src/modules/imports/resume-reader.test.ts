import { niceValuesOfThisProcess, threadsHaveOwnPriority } from '@portfolio/test-support/thread-priorities';
import { afterAll, describe, expect, it } from 'vitest';
import { UnsupportedMediaError } from '../../lib/domain-errors.ts';
import { markServerStarted } from '../../work/idle-threads.ts';
import { createResumeReader } from './resume-reader.ts';

describe('the résumé reader', () => {
  const reader = createResumeReader();
  afterAll(() => reader.close());

  // The owner waits for the reading, and one still going after 15 s is ended: below requests, but
  // not at the lowest priority that background work has (decision 63).
  it.runIf(threadsHaveOwnPriority)(
    'reads in a thread below the requests but above background work',
    async () => {
      markServerStarted(); // before it, a thread keeps the process's priority (drawing-thread.test.ts)
      await expect(
        reader.read('u-1', Buffer.from('plain text, neither PDF nor DOCX')),
      ).rejects.toBeInstanceOf(UnsupportedMediaError);
      expect(niceValuesOfThisProcess()).toContain(10);
      expect(niceValuesOfThisProcess()).not.toContain(19);
    },
  );
});

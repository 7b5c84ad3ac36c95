import os from 'node:os';
import { niceValuesOfThisProcess, threadsHaveOwnPriority } from '@portfolio/test-support/thread-priorities';
import { describe, expect, it } from 'vitest';
import { DEMO_HOSTING_NAME } from '../src/modules/sites/demo.ts';
import { createDrawingThread } from '../src/modules/sites/drawing-thread.ts';
import { createTestApp } from './helpers.ts';

// A first start publishes the demo sites before it listens and waits for their share images from
// the drawing thread. At nice 19 from the start, that thread got about 1.5 % of a core beside two
// busy processes and the start took 90 s instead of 7 (decision 63).
describe('the background threads while the server starts', () => {
  it.runIf(threadsHaveOwnPriority)(
    "draw the demo sites at the process's priority, and the next drawing after it at the lowest",
    async () => {
      const priority = os.getPriority();
      const seen = new Set<number>();
      // Read every few milliseconds the event loop is free while the demos are published; the
      // last read comes before the app marks itself started, so none can see a thread lowered then.
      const sampler = setInterval(() => {
        for (const nice of niceValuesOfThisProcess()) seen.add(nice);
      }, 2);
      const app = await createTestApp('sqlite', { SEED_DEMO: 'true' });
      clearInterval(sampler);
      try {
        // The demos' share images were drawn in the drawing thread while the samples were read.
        const demoFiles = await app.services.storage.list(`sites/${DEMO_HOSTING_NAME}/`);
        expect(demoFiles.some((key) => key.includes('/share-'))).toBe(true);
        expect([...seen]).toEqual([priority]);

        await createDrawingThread().shareImage({
          name: 'Asha Rao',
          title: 'Full-Stack Developer',
          photo: undefined,
          fonts: 'classic',
          format: 'png',
          colours: { bg: '#ffffff', fg: '#111827', muted: '#4b5563', accent: '#4338ca' },
        });
        expect(niceValuesOfThisProcess()).toContain(19);
      } finally {
        await app.close();
      }
    },
  );
});

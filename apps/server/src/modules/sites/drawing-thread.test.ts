import os from 'node:os';
import { niceValuesOfThisProcess, threadsHaveOwnPriority } from '@portfolio/test-support/thread-priorities';
import { describe, expect, it } from 'vitest';
import { markServerStarted } from '../../work/idle-threads.ts';
import { createDrawingThread } from './drawing-thread.ts';
import type { ShareDrawing } from './share-image-draw.ts';

const drawing = (i: number): ShareDrawing => ({
  name: `Asha Rao ${i}`,
  title: 'Full-Stack Developer',
  photo: undefined,
  fonts: 'classic',
  format: 'png',
  colours: { bg: '#ffffff', fg: '#111827', muted: '#4b5563', accent: '#4338ca' },
});

describe('the drawing thread', () => {
  const drawings = createDrawingThread();

  // A résumé takes 50–80 ms of CPU after each publish; on two cores it shared a core with the next
  // publish's requests and stretched their tail at nice 10. While the server starts, though, it
  // serves nobody and waits for the demo sites' share images: at nice 19 beside two busy processes
  // a first start took 90 s instead of 7 (decision 63).
  it.runIf(threadsHaveOwnPriority)(
    "draws at the process's priority while the server starts, then at the lowest, below the requests",
    async () => {
      const before = os.getPriority(); // this thread's, as the thread that answers requests has
      await drawings.shareImage(drawing(0));
      expect(new Set(niceValuesOfThisProcess())).toEqual(new Set([before]));

      markServerStarted();
      await drawings.shareImage(drawing(1));
      expect(niceValuesOfThisProcess()).toContain(19);
      expect(os.getPriority()).toBe(before);
    },
  );

  // A burst of publishes of new sites draws one share image each, in one thread that lives while
  // they come. Each drawing's 1200 × 630 pixels (3 MB) must go with it: a rasteriser that kept them
  // until a collection V8 never saw a reason for grew the server by 3.5 MB a drawing.
  it('gives back the memory of each share image it draws', { timeout: 60_000 }, async () => {
    // The libraries and fonts load with the first drawings.
    for (let i = 0; i < 10; i += 1) await drawings.shareImage(drawing(i));
    const before = process.memoryUsage.rss();
    for (let i = 10; i < 70; i += 1) await drawings.shareImage(drawing(i));
    const grownMb = (process.memoryUsage.rss() - before) / 2 ** 20;
    expect(grownMb).toBeLessThan(100);
  });
});

import type { PortfolioContent } from '@portfolio/shared/portfolio';
import type { SectionKey } from '@portfolio/shared/site-rules';
import { Piscina } from 'piscina';
import { WORKER_RESOURCE_LIMITS } from '../../work/worker-limits.ts';

/**
 * Renders PDF résumés in a worker thread: laying out a PDF takes tens of milliseconds of CPU, which
 * on the app's own thread would hold up every request behind it. One thread, started with the first
 * résumé and ended after 10 s without one (it holds the fonts of every script: its memory goes with
 * it), or by close(). Its queue is bounded by the publisher, which keeps one résumé per site waiting.
 */
export function createResumeRenderer() {
  const pool = new Piscina({
    filename: new URL('./resume-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 10_000,
    resourceLimits: WORKER_RESOURCE_LIMITS,
  });
  return {
    /** `sections`: the site's, in its order (the résumé prints them so). */
    async render(content: PortfolioContent, siteUrl: string, sections: SectionKey[]): Promise<Buffer> {
      const pdf = (await pool.run({ content, siteUrl, sections })) as Uint8Array;
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    },
    close: () => pool.close(),
  };
}

export type ResumeRenderer = ReturnType<typeof createResumeRenderer>;

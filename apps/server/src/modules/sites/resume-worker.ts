import { parentPort } from 'node:worker_threads';
import { renderResumePdf } from '@portfolio/resume-pdf/render-resume-pdf';
import type { PortfolioContent } from '@portfolio/shared/portfolio';

/** Renders PDF résumés off the app's event loop (see resume-renderer.ts): one job at a time. */
parentPort?.on('message', async (job: { id: number; content: PortfolioContent; siteUrl: string }) => {
  try {
    const pdf = await renderResumePdf(job.content, { siteUrl: job.siteUrl });
    parentPort?.postMessage({ id: job.id, pdf: new Uint8Array(pdf) });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});

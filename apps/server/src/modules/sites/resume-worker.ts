import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderResumePdf } from '@portfolio/resume-pdf/render-resume-pdf';
import type { PortfolioContent } from '@portfolio/shared/portfolio';

// Below the app's priority: when both want a core, requests go first and the résumé waits. On Linux
// a thread has a nice value of its own, so this lowers this thread only; elsewhere it would lower
// the whole process, so there it is left alone. A refusal costs nothing but the priority.
if (process.platform === 'linux') {
  try {
    setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {}
}

/** Renders PDF résumés off the app's event loop (see resume-renderer.ts): one job at a time. */
parentPort?.on('message', async (job: { id: number; content: PortfolioContent; siteUrl: string }) => {
  try {
    const pdf = await renderResumePdf(job.content, { siteUrl: job.siteUrl });
    parentPort?.postMessage({ id: job.id, pdf: new Uint8Array(pdf) });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});

import { renderResumePdf } from '@portfolio/resume-pdf/render-resume-pdf';
import type { PortfolioContent } from '@portfolio/shared/portfolio';
import '../../work/lower-priority.ts';

/** Renders a PDF résumé off the app's event loop (see resume-renderer.ts). */
export default async function render(job: {
  content: PortfolioContent;
  siteUrl: string;
}): Promise<Uint8Array> {
  return new Uint8Array(await renderResumePdf(job.content, { siteUrl: job.siteUrl }));
}

import { renderResumePdf } from '@portfolio/resume-pdf/render-resume-pdf';
import type { PortfolioContent } from '@portfolio/shared/portfolio';
import type { SectionKey } from '@portfolio/shared/site-rules';
import '../../work/lower-priority.ts';

/** Renders a PDF résumé off the app's event loop (see resume-renderer.ts). */
export default async function render(job: {
  content: PortfolioContent;
  siteUrl: string;
  sections: SectionKey[];
}): Promise<Uint8Array> {
  const { content, siteUrl, sections } = job;
  return new Uint8Array(await renderResumePdf(content, { siteUrl, sections }));
}

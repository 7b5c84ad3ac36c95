import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { renderToBuffer } from '@react-pdf/renderer';
import { fontsReady } from './fonts.ts';
import { type ResumeOptions, resumeDocument } from './resume-document.ts';

export type { ResumeOptions };

/**
 * A one-column PDF résumé of a portfolio: selectable text in embedded Noto Sans, clickable links, as
 * many A4 pages as the content needs. Runs on Node without a browser.
 */
export async function renderResumePdf(content: PortfolioContent, options: ResumeOptions): Promise<Buffer> {
  await fontsReady;
  return renderToBuffer(resumeDocument(content, options));
}

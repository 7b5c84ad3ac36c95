import { constants } from 'node:os';
import type { PortfolioContent } from '@portfolio/shared/portfolio';
import type { SectionKey } from '@portfolio/shared/site-rules';
import { lowerOnceStarted } from '../../work/lower-priority.ts';
import type { ShareDrawing } from './share-image-draw.ts';

// Draws off the app's event loop (see drawing-thread.ts). Each library is loaded with its first
// drawing: a thread that only draws résumés never loads the share image's, and the reverse.

// The lowest priority once the server has started (decision 63): a résumé is drawn after its
// publish and nobody waits for it; a publish that changes its share image waits for that drawing,
// and under load requests go first.
const lower = () => lowerOnceStarted(constants.priority.PRIORITY_LOW);

export type ResumeJob = { content: PortfolioContent; siteUrl: string; sections: SectionKey[] };

export async function resume({ content, siteUrl, sections }: ResumeJob): Promise<Uint8Array> {
  lower();
  const { renderResumePdf } = await import('@portfolio/resume-pdf/render-resume-pdf');
  return new Uint8Array(await renderResumePdf(content, { siteUrl, sections }));
}

export async function shareImage(drawing: ShareDrawing): Promise<Uint8Array> {
  lower();
  const { drawShareImage } = await import('./share-image-draw.ts');
  return drawShareImage(drawing);
}

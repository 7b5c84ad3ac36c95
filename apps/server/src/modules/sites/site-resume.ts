import { undrawable } from '@portfolio/resume-pdf/undrawable';
import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { orderedSections, siteSectionOrder } from '@portfolio/shared/site-rules';
import { DEFAULT_TEMPLATE_ID, isTemplateId } from '@portfolio/shared/templates';
import type { FastifyBaseLogger } from 'fastify';
import { fromJson } from '../../db/schema.ts';
import type { DrawingThread } from './drawing-thread.ts';
import type { PublishDeps } from './publish-site.ts';
import { siteKey } from './site-files.ts';
import { RESUME_FILE } from './site-policy.ts';

type ResumeDeps = Pick<PublishDeps, 'portfolios' | 'storage' | 'changes' | 'addressOf'> & {
  drawings: Pick<DrawingThread, 'resume'>;
  log: FastifyBaseLogger;
};

/**
 * Stores the site's PDF résumé, from the portfolio as it is now. Made whether linked or not
 * (turning the link on needs no new PDF), after the page: rendering it takes tens of milliseconds
 * the owner's save need not wait for.
 */
export async function writeResume(
  { portfolios, storage, changes, addressOf, drawings, log }: ResumeDeps,
  portfolioId: string,
): Promise<void> {
  const row = await portfolios.findById(portfolioId);
  if (row?.status !== 'live') return;
  const key = siteKey(row.hosting_name, RESUME_FILE);
  const content = fromJson<PortfolioContent>(row.content);
  // The site's sections in its order: the owner's, else its template's; hidden ones left out.
  const templateId = isTemplateId(row.template_id) ? row.template_id : DEFAULT_TEMPLATE_ID;
  const sections = orderedSections(siteSectionOrder(templateId, content), content);
  const pdf = await drawings.resume({ content, siteUrl: await addressOf(row), sections });
  for (const { field, characters } of undrawable(content)) {
    log.warn({ portfolioId, field, characters }, 'the PDF résumé cannot draw some characters');
  }
  await storage.put(key, pdf, 'application/pdf');
  // Taken offline or down while it rendered: its files are gone, and so must this one be.
  const now = await portfolios.findById(portfolioId);
  if (now?.status !== 'live') await storage.remove(key).catch(() => undefined);
  // The résumé alone: the page kept since the publish stays.
  await changes.announce('site', `${row.hosting_name}/${RESUME_FILE}`);
}

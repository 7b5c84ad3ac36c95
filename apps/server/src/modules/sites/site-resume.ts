import { undrawable } from '@portfolio/resume-pdf/undrawable';
import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { orderedSections, siteSectionOrder } from '@portfolio/shared/site-rules';
import { DEFAULT_TEMPLATE_ID, isTemplateId } from '@portfolio/shared/templates';
import type { FastifyBaseLogger } from 'fastify';
import { fromJson } from '../../db/schema.ts';
import type { DrawingThread } from './drawing-thread.ts';
import type { PublishDeps } from './publish-site.ts';
import { contentIdOf, siteKey } from './site-files.ts';
import { RESUME_FILE } from './site-policy.ts';

type ResumeDeps = Pick<PublishDeps, 'portfolios' | 'storage' | 'changes' | 'addressOf'> & {
  drawings: Pick<DrawingThread, 'resume'>;
  drawn: DrawnResumes;
  log: FastifyBaseLogger;
  /** This release's résumé version (render-version.ts), recorded on the portfolio with its résumé. */
  resumeVersion: string;
};

/** Sites whose résumé this server remembers drawing; the least recently drawn are forgotten first. */
const DRAWN_RESUMES_KEPT = 10_000;

/**
 * What this server drew each site's stored résumé from, and the hash of the PDF it stored. A save
 * that changes nothing the résumé prints (a cover, a photo, a saved form left as it was) is not
 * drawn again: tens to hundreds of milliseconds of CPU, and the drawing thread's memory, spared. The
 * stored file is checked against the hash first, so a résumé another server drew since, or one
 * removed, is drawn again; after a restart (a deploy, a new drawing) every résumé is drawn once more.
 */
export function createDrawnResumes() {
  const drawn = new Map<string, { source: string; pdf: string }>();
  return {
    get(site: string) {
      return drawn.get(site);
    },
    set(site: string, entry: { source: string; pdf: string }) {
      drawn.delete(site);
      drawn.set(site, entry);
      if (drawn.size > DRAWN_RESUMES_KEPT) drawn.delete(drawn.keys().next().value as string);
    },
  };
}

export type DrawnResumes = ReturnType<typeof createDrawnResumes>;

/**
 * Stores the site's PDF résumé, from the portfolio as it is now, unless the stored one was drawn
 * from the same (above); true when it drew one. Made whether linked or not (turning the link on
 * needs no new PDF), after the page: rendering it takes tens of milliseconds the owner's save need
 * not wait for.
 */
export async function writeResume(
  { portfolios, storage, changes, addressOf, drawings, drawn, log, resumeVersion }: ResumeDeps,
  portfolioId: string,
): Promise<boolean> {
  const row = await portfolios.findById(portfolioId);
  if (row?.status !== 'live') return false;
  const key = siteKey(row.hosting_name, RESUME_FILE);
  const content = fromJson<PortfolioContent>(row.content);
  // The site's sections in its order: the owner's, else its template's; hidden ones left out.
  const templateId = isTemplateId(row.template_id) ? row.template_id : DEFAULT_TEMPLATE_ID;
  const sections = orderedSections(siteSectionOrder(templateId, content), content);
  const job = { content, siteUrl: await addressOf(row), sections };
  const source = contentIdOf(JSON.stringify(job)).hex;
  const known = drawn.get(row.hosting_name);
  if (known?.source === source) {
    const stored = await storage.get(key);
    if (stored && contentIdOf(stored).hex === known.pdf) {
      if (row.resume_version !== resumeVersion)
        await portfolios.update(row.id, { resume_version: resumeVersion });
      return false;
    }
  }
  const pdf = await drawings.resume(job);
  for (const { field, characters } of undrawable(content)) {
    log.warn({ portfolioId, field, characters }, 'the PDF résumé cannot draw some characters');
  }
  await storage.put(key, pdf, 'application/pdf');
  drawn.set(row.hosting_name, { source, pdf: contentIdOf(pdf).hex });
  await portfolios.update(row.id, { resume_version: resumeVersion });
  // Taken offline, down or deleted while it rendered: its files go, and so must this one.
  const now = await portfolios.findById(portfolioId);
  if (now?.status !== 'live') await storage.remove(key).catch(() => undefined);
  // The résumé alone: the page kept since the publish stays.
  await changes.announce('site', `${row.hosting_name}/${RESUME_FILE}`);
  return true;
}

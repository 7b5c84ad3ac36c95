import type { FastifyBaseLogger } from 'fastify';
import { createQuietMoments, type QuietWait } from '../../lib/quiet-moments.ts';
import { createSerialRuns } from '../../lib/serial-runs.ts';
import type { ChangeBus } from '../../shared-state/change-bus.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { Storage } from '../storage/storage.ts';
import type { CompressedCopies } from './compressed-copies.ts';
import { createDrawingThread } from './drawing-thread.ts';
import { createImageFiles } from './image-files.ts';
import { type PublishDeps, publishSite, removeSite } from './publish-site.ts';
import type { Release } from './render-version.ts';
import { createShareImages } from './share-image.ts';
import type { SiteCache } from './site-cache.ts';
import { createDrawnResumes, writeResume } from './site-resume.ts';

export { siteKey } from './site-files.ts';

/**
 * Renders a portfolio in its template and stores the site (its page, favicon, sitemap and
 * robots.txt, its PDF résumé, and copies of its cover and photo, so the site is self-contained and
 * same-origin), marks the portfolio live, and tells every server to drop its cached copy. The page
 * is written last: until then visitors see the old page, with the old images it names. Publishes
 * of one portfolio run one at a time and read the row when they start, so concurrent saves and
 * payments end with the newest content published whole.
 */
export function createPublisher(options: {
  portfolios: PortfoliosRepo;
  storage: Storage;
  changes: ChangeBus;
  /** The address the site answers at: its sub-domain, or its owner's connected domain. */
  addressOf: (site: { id: string; hosting_name: string }) => Promise<string>;
  /** The app's address: sites link its report page. */
  appUrl: string;
  log: FastifyBaseLogger;
  /** Keeps what a publish wrote in this server's memory, and has the copies it could not make made. */
  cache: SiteCache;
  /** Makes the Brotli and gzip copies of a publish's text files. */
  copies: CompressedCopies;
  /** How long the PDF résumés wait for a moment without publishes (decision 68). */
  resumeQuiet: QuietWait;
  /** This release (render-version.ts): its versions are recorded on each portfolio it renders. */
  release: Release;
}) {
  const { portfolios, storage, changes, addressOf, appUrl, log, cache, copies, resumeQuiet, release } =
    options;
  // The PDF résumés and the share images are drawn in one worker thread.
  const drawings = createDrawingThread();
  // One PDF résumé per site at a time; a request while one waits joins it.
  const resumeRuns = createSerialRuns<void>();
  const deps: PublishDeps = {
    portfolios,
    storage,
    changes,
    addressOf,
    appUrl,
    cache,
    copies,
    imageFiles: createImageFiles(),
    shareImages: createShareImages(storage, drawings, (error) =>
      log.warn({ err: error }, 'the share image could not be drawn; the site is published without it'),
    ),
    resumeSettled: (portfolioId) => resumeRuns.settled(portfolioId),
    renderVersion: release.render,
  };
  const serially = createSerialRuns<{ url: string; changed: boolean }>();
  const drawnResumes = createDrawnResumes();
  let resumesDrawn = 0;

  const resumesDone = () => resumeRuns.settled();
  // A résumé is drawn once no publish has started or ended for a moment: on two cores its drawing
  // slowed the publishes beside it, and a burst of saves of one site needs only the last one's.
  const publishes = createQuietMoments(resumeQuiet);

  async function drawResume(portfolioId: string): Promise<void> {
    const resumeDeps = { ...deps, drawings, drawn: drawnResumes, log, resumeVersion: release.resume };
    if (await writeResume(resumeDeps, portfolioId)) resumesDrawn += 1;
  }

  function queueResume(portfolioId: string): void {
    // It waits for that moment before it starts, so the saves that follow in the meantime join it.
    resumeRuns(portfolioId, () => drawResume(portfolioId), publishes.quiet).catch((error: unknown) =>
      log.warn({ err: error, portfolioId }, 'the PDF résumé could not be made'),
    );
  }

  const publishFiles = (portfolioId: string, onlyIfChanged: boolean) =>
    serially(portfolioId, () => publishSite(deps, portfolioId, onlyIfChanged));

  return {
    /**
     * Brings a site's files in line with its portfolio: rendered and stored when it is paid for,
     * removed when its owner took it offline or our administrators took it down. The PDF résumé
     * follows once publishes pause (at most `resumeQuiet.maxWaitMs` later). With `onlyIfChanged`,
     * a site whose stored page is already what its portfolio and template give is left as it is,
     * and so is its résumé (the demo sites at start-up).
     */
    async publish(portfolioId: string, { onlyIfChanged = false } = {}): Promise<string> {
      const { url, changed } = await publishes.during(() => publishFiles(portfolioId, onlyIfChanged));
      if (changed) queueResume(portfolioId);
      return url;
    },
    /**
     * The sweep after a release (release-sweep.ts): the site's files rendered again and written if
     * they changed, and its PDF résumé drawn again only if another release drew it (a template's
     * change prints nothing new on it; a drawing takes tens to hundreds of milliseconds). Resolves once
     * both are stored, so the sweep's rest covers the drawing too. A résumé that could not be made
     * keeps the other release's version, and the sweep's next pass takes the site again. The
     * sweep's own renders do not hold the résumés back (owners' publishes do): it rests after each.
     */
    async refresh(portfolioId: string): Promise<void> {
      await publishFiles(portfolioId, true);
      const row = await portfolios.findById(portfolioId);
      if (row?.status !== 'live' || row.resume_version === release.resume) return;
      queueResume(portfolioId);
      await resumeRuns.settled(portfolioId);
    },
    /** Waits for the PDF résumés under way (shutdown); the drawing thread ends on its own when idle. */
    close: resumesDone,
    /**
     * Removes a deleted portfolio's site (its row is gone, so publish cannot), after the PDF
     * résumé under way for it (which removes its own file when it finds the row gone).
     */
    async removeSite(portfolioId: string, hostingName: string): Promise<void> {
      await deps.resumeSettled(portfolioId);
      await removeSite(deps, hostingName);
    },
    /** How many share images this server has drawn (tests count redraws with it). */
    shareImagesDrawn: () => deps.shareImages.drawn(),
    /** How many PDF résumés this server has drawn, and when those under way are done (for tests). */
    resumesDrawn: () => resumesDrawn,
    resumesDone,
  };
}

export type Publisher = ReturnType<typeof createPublisher>;

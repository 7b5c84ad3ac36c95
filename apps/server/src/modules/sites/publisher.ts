import { undrawable } from '@portfolio/resume-pdf/undrawable';
import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { DEFAULT_TEMPLATE_ID, isTemplateId } from '@portfolio/shared/templates';
import { type SiteFile as RenderedFile, renderSite } from '@portfolio/templates/render-site';
import type { FastifyBaseLogger } from 'fastify';
import { fromJson } from '../../db/schema.ts';
import { createSerialRuns } from '../../lib/serial-runs.ts';
import type { ChangeBus } from '../../shared-state/change-bus.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { Storage } from '../storage/storage.ts';
import { createImageFiles } from './image-files.ts';
import { createResumeRenderer } from './resume-renderer.ts';
import type { SiteCache } from './site-cache.ts';
import { compressedKey, contentIdOf, isCompressedKey, isCompressible } from './site-files.ts';
import { assetOf, RESUME_FILE } from './site-policy.ts';

/** A file of a published site: its page, favicon, sitemap, robots.txt, PDF résumé, or an image named by its content. */
export const siteKey = (hostingName: string, file: string) => `sites/${hostingName}/${file}`;

/**
 * Renders a portfolio in its template and stores the site (its page, favicon, sitemap and
 * robots.txt, its PDF résumé, and copies of its cover and photo, so the site is self-contained and
 * same-origin), marks the portfolio live, and tells every server to drop its cached copy. The page
 * is written last: until then visitors see the old page, with the old images it names. Publishes
 * of one portfolio run one at a time and read the row when they start, so concurrent saves and
 * payments end with the newest content published whole.
 */
export function createPublisher(
  portfolios: PortfoliosRepo,
  storage: Storage,
  changes: ChangeBus,
  /** The address the site answers at: its sub-domain, or its owner's connected domain. */
  addressOf: (site: { id: string; hosting_name: string }) => Promise<string>,
  /** The app's address: sites link its report page. */
  appUrl: string,
  log: FastifyBaseLogger,
  /** Keeps what a publish wrote in this server's memory, and has its compressed copies made. */
  cache: SiteCache,
) {
  const resumes = createResumeRenderer();
  const serially = createSerialRuns<{ url: string; changed: boolean }>();
  const imageFiles = createImageFiles();

  /**
   * The site's copy of an uploaded image: its file name, and its bytes when the site does not have
   * that file yet. An image the site already has is not read again (see image-files.ts).
   */
  async function siteImage(kind: 'cover' | 'photo', key: string, published: string | null) {
    const known = imageFiles.known(kind, key);
    if (known && known === published) return { file: known, copy: undefined };
    const image = await storage.get(key);
    if (!image) return undefined;
    const file = imageFiles.remember(kind, key, image);
    return { file, copy: file === published ? undefined : image };
  }

  /** Removes every file of a site; visitors get the not-live page from then on, on every server. */
  async function removeSite(hostingName: string): Promise<void> {
    // Twice: compressed copies stored while the first pass ran are in the second listing; those
    // stored after it find the page gone and remove themselves (compressed-copies.ts).
    for (let pass = 0; pass < 2; pass += 1) {
      for (const key of await storage.list(siteKey(hostingName, ''))) await storage.remove(key);
    }
    await changes.announce('site', hostingName);
  }

  async function publishNow(
    portfolioId: string,
    onlyIfChanged: boolean,
  ): Promise<{ url: string; changed: boolean }> {
    const row = await portfolios.findById(portfolioId);
    if (!row) throw new Error(`Portfolio ${portfolioId} to publish was not found.`);
    const name = row.hosting_name;
    // Off the web by its owner's choice or our administrators': no save or payment publishes it.
    if (row.status === 'offline' || row.status === 'taken_down') {
      // Its images go with its files, so publishing it again must write them again.
      await portfolios.update(row.id, { published_cover: null, published_photo: null });
      await removeSite(name);
      return { url: await addressOf(row), changed: true };
    }
    const [cover, photo, url] = await Promise.all([
      siteImage('cover', row.cover_image, row.published_cover),
      row.photo_image ? siteImage('photo', row.photo_image, row.published_photo) : undefined,
      addressOf(row),
    ]);
    const content = fromJson<PortfolioContent>(row.content);
    const templateId = isTemplateId(row.template_id) ? row.template_id : DEFAULT_TEMPLATE_ID;
    const files = renderSite(templateId, {
      ...content,
      hostingName: name,
      siteUrl: url,
      cover: cover && { src: cover.file, width: row.cover_width, height: row.cover_height },
      photo:
        photo && row.photo_width && row.photo_height
          ? { src: photo.file, width: row.photo_width, height: row.photo_height }
          : undefined,
      contactUrl: row.contact_form ? 'contact' : undefined,
      resumeUrl: row.resume_link ? RESUME_FILE : undefined,
      reportUrl: `${appUrl}/report?site=${encodeURIComponent(name)}`,
    });
    const page = files.find((f) => f.path === 'index.html');
    if (
      onlyIfChanged &&
      page &&
      (await storage.get(siteKey(name, page.path)))?.equals(Buffer.from(page.body))
    ) {
      return { url, changed: false };
    }
    const texts = textFiles(name, files);
    const before = cache.beforePublish(name);
    // Everything the page names at once, then the page: until it is written, visitors see the old
    // one and the files it names.
    const named = files.filter((f) => f !== page);
    const write = (file: string, body: Buffer | string, type: string) =>
      storage.put(siteKey(name, file), body, type);
    await Promise.all([
      cover?.copy && write(cover.file, cover.copy, 'image/webp'),
      photo?.copy && write(photo.file, photo.copy, 'image/webp'),
      ...named.map((f) => write(f.path, f.body, f.type)),
    ]);
    if (page) await write(page.path, page.body, page.type);
    const coverFile = cover?.file ?? null;
    const photoFile = photo?.file ?? null;
    await portfolios.markPublished(row.id, coverFile, photoFile);
    await changes.announce('site', name);
    cache.published(name, before, texts);
    // The old images and compressed copies are named by no page any more (pages revalidate on
    // every visit).
    const current = new Set(
      texts.flatMap(({ key, file }) => [
        compressedKey(key, file.hex, 'br'),
        compressedKey(key, file.hex, 'gzip'),
      ]),
    );
    const stale = (await storage.list(siteKey(name, ''))).filter(
      (key) => isCompressedKey(key) && !current.has(key),
    );
    await Promise.all(
      [
        row.published_cover !== coverFile && row.published_cover && siteKey(name, row.published_cover),
        row.published_photo !== photoFile && row.published_photo && siteKey(name, row.published_photo),
        ...stale,
      ].map((old) => old && storage.remove(old).catch(() => undefined)),
    );
    return { url, changed: true };
  }

  /** The site's text files that are also stored compressed (see compressed-copies.ts). */
  function textFiles(name: string, files: RenderedFile[]) {
    return files.flatMap((file) => {
      const asset = assetOf(file.path);
      if (!asset || !isCompressible(asset, file.body)) return [];
      const body = Buffer.from(file.body);
      const key = siteKey(name, file.path);
      return [{ key, asset, file: { key, body, hex: contentIdOf(body).hex } }];
    });
  }

  /**
   * The site's PDF résumé, from the portfolio as it is now. Made whether linked or not (turning the
   * link on needs no new PDF), after the page: rendering it takes tens of milliseconds the owner's
   * save need not wait for. Runs for one site at a time; a request while one waits joins it.
   */
  const resumeRuns = createSerialRuns<void>();
  async function writeResume(portfolioId: string): Promise<void> {
    const row = await portfolios.findById(portfolioId);
    if (row?.status !== 'live') return;
    const key = siteKey(row.hosting_name, RESUME_FILE);
    const content = fromJson<PortfolioContent>(row.content);
    const pdf = await resumes.render(content, await addressOf(row));
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

  const pendingResumes = new Set<Promise<void>>();
  function queueResume(portfolioId: string): void {
    const done = resumeRuns(portfolioId, () => writeResume(portfolioId));
    pendingResumes.add(done);
    done
      .catch((error: unknown) => log.warn({ err: error, portfolioId }, 'the PDF résumé could not be made'))
      .finally(() => pendingResumes.delete(done));
  }

  return {
    /**
     * Brings a site's files in line with its portfolio: rendered and stored when it is paid for,
     * removed when its owner took it offline or our administrators took it down. The PDF résumé
     * follows a moment later. With `onlyIfChanged`, a site whose stored page is already what its
     * portfolio and template give is left as it is (the demo sites at start-up).
     */
    async publish(portfolioId: string, { onlyIfChanged = false } = {}): Promise<string> {
      const { url, changed } = await serially(portfolioId, () => publishNow(portfolioId, onlyIfChanged));
      if (changed) queueResume(portfolioId);
      return url;
    },
    /** Waits for the PDF résumés under way, then ends their worker (shutdown). */
    async close(): Promise<void> {
      await Promise.allSettled([...pendingResumes]);
      await resumes.close();
    },
    /** Removes a deleted portfolio's site (its row is gone, so publish cannot). */
    removeSite,
  };
}

export type Publisher = ReturnType<typeof createPublisher>;

import { createHash } from 'node:crypto';
import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { renderSite } from '@portfolio/templates/render-site';
import { fromJson } from '../../db/schema.ts';
import { createSerialRuns } from '../../lib/serial-runs.ts';
import type { ChangeBus } from '../../shared-state/change-bus.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { Storage } from '../storage/storage.ts';

/** A file of a published site: its page, or its cover named by its content. */
export const siteKey = (hostingName: string, file: string) => `sites/${hostingName}/${file}`;

/** `cover-<16 hex of its SHA-256>.webp`: a new image is a new name, so the old URL never goes stale. */
export const COVER_FILE = /^cover-[0-9a-f]{16}\.webp$/;
const coverFileOf = (image: Buffer) =>
  `cover-${createHash('sha256').update(image).digest('hex').slice(0, 16)}.webp`;

/**
 * Renders a portfolio with the Techfolio template and stores the site (its page and a copy of its
 * cover, so the site is self-contained and same-origin), marks the portfolio live, and tells every
 * server to drop its cached copy. The page is written last: until then visitors see the old page,
 * with the old cover it names. Publishes of one portfolio run one at a time and read the row when
 * they start, so concurrent saves and payments end with the newest content published whole.
 */
export function createPublisher(
  portfolios: PortfoliosRepo,
  storage: Storage,
  changes: ChangeBus,
  /** The address the site answers at: its sub-domain, or its owner's connected domain. */
  addressOf: (site: { id: string; hosting_name: string }) => Promise<string>,
) {
  const serially = createSerialRuns<string>();

  /** Removes every file of a site; visitors get the not-live page from then on, on every server. */
  async function removeSite(hostingName: string): Promise<void> {
    for (const key of await storage.list(siteKey(hostingName, ''))) await storage.remove(key);
    await changes.announce('site', hostingName);
  }

  async function publishNow(portfolioId: string): Promise<string> {
    const row = await portfolios.findById(portfolioId);
    if (!row) throw new Error(`Portfolio ${portfolioId} to publish was not found.`);
    const name = row.hosting_name;
    if (row.status === 'offline') {
      await removeSite(name);
      return addressOf(row);
    }
    const image = await storage.get(row.cover_image);
    const coverFile = image ? coverFileOf(image) : null;
    if (image && coverFile && coverFile !== row.published_cover) {
      await storage.put(siteKey(name, coverFile), image, 'image/webp');
    }
    const url = await addressOf(row);
    const html = renderSite({
      ...fromJson<PortfolioContent>(row.content),
      hostingName: name,
      siteUrl: url,
      cover:
        image && coverFile ? { src: coverFile, width: row.cover_width, height: row.cover_height } : undefined,
    });
    await storage.put(siteKey(name, 'index.html'), html, 'text/html; charset=utf-8');
    await portfolios.markPublished(row.id, coverFile);
    await changes.announce('site', name);
    // The old cover is named by no page any more (pages revalidate on every visit).
    if (row.published_cover && row.published_cover !== coverFile) {
      await storage.remove(siteKey(name, row.published_cover)).catch(() => undefined);
    }
    return url;
  }

  return {
    /**
     * Brings a site's files in line with its portfolio: rendered and stored when it is paid for,
     * removed when its owner took it offline.
     */
    publish: (portfolioId: string): Promise<string> => serially(portfolioId, () => publishNow(portfolioId)),
    /** Removes a deleted portfolio's site (its row is gone, so publish cannot). */
    removeSite,
  };
}

export type Publisher = ReturnType<typeof createPublisher>;

import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { renderSite } from '@portfolio/techfolio/render-site';
import type { Kysely } from 'kysely';
import { type Database, fromJson } from '../../db/schema.ts';
import { createSerialRuns } from '../../lib/serial-runs.ts';
import type { Storage } from '../storage/storage.ts';
import type { SiteCache } from './site-cache.ts';

export const siteKey = (hostingName: string, file: 'index.html' | 'cover.webp') =>
  `sites/${hostingName}/${file}`;

/**
 * Renders a portfolio with the Techfolio template and stores the site (its page and a copy of
 * its cover, so the site is self-contained and same-origin), then marks the portfolio live.
 * Publishes of one portfolio run one at a time and read the row when they start, so concurrent
 * saves and payments end with the newest content published whole.
 */
export function createPublisher(
  db: Kysely<Database>,
  storage: Storage,
  cache: SiteCache,
  siteUrl: (name: string) => string,
) {
  const serially = createSerialRuns<string>();

  async function publishNow(portfolioId: string): Promise<string> {
    const row = await db
      .selectFrom('portfolios')
      .selectAll()
      .where('id', '=', portfolioId)
      .executeTakeFirstOrThrow();
    const cover = await storage.get(row.cover_image);
    if (cover) await storage.put(siteKey(row.hosting_name, 'cover.webp'), cover);
    const url = siteUrl(row.hosting_name);
    const html = renderSite({
      ...fromJson<PortfolioContent>(row.content),
      hostingName: row.hosting_name,
      siteUrl: url,
      cover: cover ? { src: 'cover.webp', width: row.cover_width, height: row.cover_height } : undefined,
    });
    await storage.put(siteKey(row.hosting_name, 'index.html'), html);
    cache.invalidate(`sites/${row.hosting_name}/`);
    const now = new Date().toISOString();
    await db
      .updateTable('portfolios')
      .set({ status: 'live', published_at: now })
      .where('id', '=', row.id)
      .execute();
    return url;
  }

  return {
    publish: (portfolioId: string): Promise<string> => serially(portfolioId, () => publishNow(portfolioId)),
  };
}

export type Publisher = ReturnType<typeof createPublisher>;

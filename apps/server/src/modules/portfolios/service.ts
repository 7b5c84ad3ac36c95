import {
  type HostingNameCheck,
  hostingNameSchema,
  type PortfolioContent,
  type PortfolioDetail,
  portfolioContentSchema,
  portfolioMessages,
} from '@portfolio/shared/portfolio';
import { firstIssueMessage } from '@portfolio/shared/validation';
import { v7 as uuidv7 } from 'uuid';
import { isUniqueViolation } from '../../db/errors.ts';
import { fromJson, type PortfolioRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { parseValue } from '../../http/validate.ts';
import type { SiteAddresses } from '../domains/site-addresses.ts';
import type { Publisher } from '../sites/publisher.ts';
import type { Storage } from '../storage/storage.ts';
import { processCoverImage } from './cover-image.ts';
import { contentInput, type PortfolioForm } from './portfolio-form.ts';
import type { PortfoliosRepo } from './repo.ts';

export const portfolioNotFound = 'Portfolio not found.';
const savedNotPublished =
  'Your changes are saved, but your live site could not be updated just now. Save again in a moment to publish them.';

type Deps = {
  repo: PortfoliosRepo;
  /** Each portfolio's page views of the last 7 days. */
  lastWeekViews: (portfolioIds: string[]) => Promise<Map<string, number>>;
  storage: Storage;
  publisher: Publisher;
  addresses: SiteAddresses;
};

export function createPortfoliosService({ repo, lastWeekViews, storage, publisher, addresses }: Deps) {
  async function toDetails(rows: PortfolioRow[]): Promise<PortfolioDetail[]> {
    const [sites, views] = await Promise.all([
      addresses.describe(rows),
      lastWeekViews(rows.filter((row) => row.status === 'live').map((row) => row.id)),
    ]);
    return rows.map((row) => ({
      ...fromJson<PortfolioContent>(row.content),
      _id: row.id,
      title: row.title,
      coverImage: `/uploads/${row.cover_image}`,
      hostingName: row.hosting_name,
      status: row.status,
      liveUrl: sites.get(row.id)?.liveUrl ?? '',
      customDomain: sites.get(row.id)?.customDomain ?? null,
      viewsLast7Days: views.get(row.id) ?? 0,
      contactForm: Boolean(row.contact_form),
    }));
  }
  const toDetail = async (row: PortfolioRow) => (await toDetails([row]))[0] as PortfolioDetail;

  async function storeCover(data: Buffer) {
    const cover = await processCoverImage(data);
    const key = `covers/${uuidv7()}.webp`;
    await storage.put(key, cover.data);
    return { key, width: cover.width, height: cover.height };
  }

  return {
    async checkHostingName(name: string): Promise<HostingNameCheck> {
      const parsed = hostingNameSchema.safeParse(name);
      if (!parsed.success) return { available: false, message: firstIssueMessage(parsed.error) };
      if (await repo.hostingNameTaken(name))
        return { available: false, message: portfolioMessages.hostingNameTaken };
      return { available: true, message: 'This hosting name is available' };
    },

    async create(userId: string, form: PortfolioForm): Promise<PortfolioDetail> {
      const hostingName = parseValue(hostingNameSchema, form.fields.hostingName ?? '');
      const content = parseValue(portfolioContentSchema, contentInput(form.fields));
      if (!form.cover) throw new AppError(400, portfolioMessages.coverImageRequired);
      if (await repo.hostingNameTaken(hostingName))
        throw new AppError(409, portfolioMessages.hostingNameTaken);

      const cover = await storeCover(form.cover);
      const now = new Date().toISOString();
      const id = uuidv7();
      try {
        await repo.insert({
          id,
          user_id: userId,
          hosting_name: hostingName,
          title: content.title,
          content: JSON.stringify(content),
          cover_image: cover.key,
          cover_width: cover.width,
          cover_height: cover.height,
          status: 'awaiting_payment',
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        await storage.remove(cover.key);
        // Another request took the name between our check and our insert.
        if (isUniqueViolation(error)) throw new AppError(409, portfolioMessages.hostingNameTaken);
        throw error;
      }
      const row = await repo.findOwned(userId, id);
      if (!row) throw new Error('The new portfolio was not found after insert.');
      return toDetail(row);
    },

    /**
     * Changes everything but the hosting name; keeps the old cover when no new file is sent.
     * A live portfolio is re-published at once.
     */
    async update(userId: string, form: PortfolioForm): Promise<PortfolioDetail> {
      const { _id: id, hostingName } = form.fields;
      const existing = id
        ? await repo.findOwned(userId, id)
        : hostingName
          ? await repo.findOwnedByHostingName(userId, hostingName)
          : undefined;
      if (!existing) throw new AppError(404, portfolioNotFound);
      if (hostingName !== undefined && hostingName !== existing.hosting_name) {
        throw new AppError(400, 'The hosting name cannot be changed.');
      }
      const content = parseValue(portfolioContentSchema, contentInput(form.fields));
      const cover = form.cover ? await storeCover(form.cover) : undefined;
      await repo.update(existing.id, {
        title: content.title,
        content: JSON.stringify(content),
        updated_at: new Date().toISOString(),
        ...(cover && { cover_image: cover.key, cover_width: cover.width, cover_height: cover.height }),
      });
      if (cover) await storage.remove(existing.cover_image);
      if (existing.status === 'live') {
        try {
          await publisher.publish(existing.id);
        } catch (error) {
          throw new AppError(503, savedNotPublished, undefined, { cause: error });
        }
      }
      const row = await repo.findOwned(userId, existing.id);
      if (!row) throw new AppError(404, portfolioNotFound);
      return toDetail(row);
    },

    async listOwned(userId: string): Promise<PortfolioDetail[]> {
      return toDetails(await repo.listOwned(userId));
    },
  };
}

export type PortfoliosService = ReturnType<typeof createPortfoliosService>;

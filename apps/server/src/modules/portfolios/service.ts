import { exportJsonResume } from '@portfolio/json-resume/export-json-resume';
import {
  type HostingNameCheck,
  hostingNameSchema,
  type PortfolioContent,
  type PortfolioDetail,
  type PortfolioVersion,
  type PortfolioVersionDetail,
  portfolioContentSchema,
  portfolioMessages,
} from '@portfolio/shared/portfolio';
import { firstIssueMessage } from '@portfolio/shared/validation';
import { v7 as uuidv7 } from 'uuid';
import { isUniqueViolation } from '../../db/errors.ts';
import { fromJson, type PortfolioRow, toIsoString } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { parseValue } from '../../http/validate.ts';
import type { SiteAddresses } from '../domains/site-addresses.ts';
import type { Publisher } from '../sites/publisher.ts';
import type { Storage } from '../storage/storage.ts';
import { describeChanges } from './change-summary.ts';
import { processCoverImage } from './cover-image.ts';
import { ownedPortfolio } from './ownership.ts';
import { contentInput, type PortfolioForm } from './portfolio-form.ts';
import type { PortfoliosRepo } from './repo.ts';
import type { VersionsRepo } from './versions-repo.ts';

export const portfolioNotFound = 'Portfolio not found.';
const savedNotPublished =
  'Your changes are saved, but your live site could not be updated just now. Save again in a moment to publish them.';

type Deps = {
  repo: PortfoliosRepo;
  versions: VersionsRepo;
  /** Each portfolio's page views of the last 7 days. */
  lastWeekViews: (portfolioIds: string[]) => Promise<Map<string, number>>;
  storage: Storage;
  publisher: Publisher;
  addresses: SiteAddresses;
};

export function createPortfoliosService({
  repo,
  versions,
  lastWeekViews,
  storage,
  publisher,
  addresses,
}: Deps) {
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
      takedownReason: row.takedown_reason,
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

  /** Drops versions past the kept number, and the covers nothing names any more. */
  async function pruneHistory(portfolioId: string): Promise<void> {
    for (const cover of await versions.prune(portfolioId)) {
      if (!(await versions.coverInUse(portfolioId, cover))) await storage.remove(cover);
    }
  }

  /**
   * Saves new content (and cover) as the portfolio's current state and as a version whose summary
   * `label` words from what changed; a live site is published again.
   */
  async function save(
    id: string,
    content: PortfolioContent,
    cover: { key: string; width: number; height: number } | undefined,
    label: (summary: string) => string,
  ): Promise<PortfolioDetail> {
    const row = await versions.saveWithVersion(id, (current) => {
      const next = cover ?? {
        key: current.cover_image,
        width: current.cover_width,
        height: current.cover_height,
      };
      const summary = describeChanges(
        { content: fromJson<PortfolioContent>(current.content), cover: current.cover_image },
        { content, cover: next.key },
      );
      const now = new Date().toISOString();
      const stored = {
        title: content.title,
        content: JSON.stringify(content),
        cover_image: next.key,
        cover_width: next.width,
        cover_height: next.height,
      };
      return {
        changes: { ...stored, updated_at: now },
        version: { id: uuidv7(), ...stored, summary: label(summary), created_at: now },
      };
    });
    if (!row) throw new AppError(404, portfolioNotFound);
    await pruneHistory(id);
    if (row.status === 'live') {
      try {
        await publisher.publish(id);
      } catch (error) {
        throw new AppError(503, savedNotPublished, undefined, { cause: error });
      }
    }
    return toDetail(row);
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
      await versions.insert(id, {
        id: uuidv7(),
        title: content.title,
        content: JSON.stringify(content),
        cover_image: cover.key,
        cover_width: cover.width,
        cover_height: cover.height,
        summary: 'Created',
        created_at: now,
      });
      const row = await repo.findOwned(userId, id);
      if (!row) throw new Error('The new portfolio was not found after insert.');
      return toDetail(row);
    },

    /**
     * Changes everything but the hosting name; keeps the old cover when no new file is sent.
     * The save becomes a version in the history; a live portfolio is re-published at once.
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
      return save(existing.id, content, cover, (summary) => summary);
    },

    /** The history of a portfolio, newest first: when, and what each save changed. */
    async versions(userId: string, portfolioId: string): Promise<PortfolioVersion[]> {
      await ownedPortfolio(repo, userId, portfolioId);
      const rows = await versions.list(portfolioId);
      return rows.map((row, i) => ({
        _id: row.id,
        createdAt: toIsoString(row.created_at),
        changes: row.summary,
        current: i === 0,
      }));
    },

    /** An old version whole, to preview it. */
    async version(userId: string, portfolioId: string, versionId: string): Promise<PortfolioVersionDetail> {
      await ownedPortfolio(repo, userId, portfolioId);
      const row = await versions.find(portfolioId, versionId);
      if (!row) throw new AppError(404, 'Version not found.');
      return {
        ...fromJson<PortfolioContent>(row.content),
        _id: row.id,
        createdAt: toIsoString(row.created_at),
        changes: row.summary,
        coverImage: `/uploads/${row.cover_image}`,
      };
    },

    /** Makes an old version the current one: a save like any other, so it can be undone too. */
    async restore(userId: string, portfolioId: string, versionId: string): Promise<PortfolioDetail> {
      await ownedPortfolio(repo, userId, portfolioId);
      const old = await versions.find(portfolioId, versionId);
      if (!old) throw new AppError(404, 'Version not found.');
      const cover = { key: old.cover_image, width: old.cover_width, height: old.cover_height };
      const when = new Date(old.created_at).toISOString().slice(0, 16).replace('T', ' ');
      return save(
        portfolioId,
        fromJson<PortfolioContent>(old.content),
        cover,
        (summary) => `Restored the version of ${when} UTC (${summary})`,
      );
    },

    /** The portfolio as a JSON Resume document, its live address as `basics.url` once paid for. */
    async jsonResume(userId: string, portfolioId: string) {
      const row = await ownedPortfolio(repo, userId, portfolioId);
      const siteUrl = row.status === 'awaiting_payment' ? undefined : await addresses.of(row);
      return {
        hostingName: row.hosting_name,
        document: exportJsonResume(fromJson<PortfolioContent>(row.content), { siteUrl }),
      };
    },

    /** One of the user's portfolios as their list shows it. */
    async detail(userId: string, portfolioId: string): Promise<PortfolioDetail> {
      return toDetail(await ownedPortfolio(repo, userId, portfolioId));
    },

    async listOwned(userId: string): Promise<PortfolioDetail[]> {
      return toDetails(await repo.listOwned(userId));
    },
  };
}

export type PortfoliosService = ReturnType<typeof createPortfoliosService>;

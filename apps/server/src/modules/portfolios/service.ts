import os from 'node:os';
import { exportJsonResume } from '@portfolio/json-resume/export-json-resume';
import { undrawable } from '@portfolio/resume-pdf/undrawable';
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
import { templateIdSchema } from '@portfolio/shared/template-id';
import {
  DEFAULT_TEMPLATE_ID,
  isTemplateId,
  type TemplateId,
  templateName,
} from '@portfolio/shared/templates';
import { firstIssueMessage } from '@portfolio/shared/validation';
import { v7 as uuidv7 } from 'uuid';
import { isUniqueViolation } from '../../db/errors.ts';
import { fromJson, type PortfolioRow, toIsoString } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { parseValue } from '../../http/validate.ts';
import { type Clock, isoNow } from '../../lib/clock.ts';
import { createWorkQueue } from '../../work/work-queue.ts';
import type { SiteAddresses } from '../domains/site-addresses.ts';
import type { Publisher } from '../sites/publisher.ts';
import type { Storage } from '../storage/storage.ts';
import { describeChanges } from './change-summary.ts';
import type { ImageProcessor, ProcessedImage } from './cover-image.ts';
import { ownedPortfolio } from './ownership.ts';
import { contentInput, type PortfolioForm } from './portfolio-form.ts';

/** The template a form asks for: absent means `fallback`; anything but 1, 2 or 3 is a 400. */
function templateOf(form: PortfolioForm, fallback: TemplateId): TemplateId {
  const raw = form.fields.templateId;
  return raw === undefined || raw === '' ? fallback : parseValue(templateIdSchema, raw);
}

const templateOfRow = (row: PortfolioRow): TemplateId =>
  isTemplateId(row.template_id) ? row.template_id : DEFAULT_TEMPLATE_ID;

type StoredImage = { key: string; width: number; height: number };
type Photo = StoredImage | null;
/** What a save stored before writing its row: removed again when the row is not written. */
type Uploads = { cover?: StoredImage; photo?: StoredImage };

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
  images: ImageProcessor;
  publisher: Publisher;
  addresses: SiteAddresses;
  clock: Clock;
};

export function createPortfoliosService({
  repo,
  versions,
  lastWeekViews,
  storage,
  images,
  publisher,
  addresses,
  clock,
}: Deps) {
  // Saves render and publish on this thread: only a few at once, so site views and sign-in checks
  // keep their share of it when many owners save together; past that a save is refused at once.
  const saves = createWorkQueue({
    concurrency: Math.max(1, Math.floor(os.availableParallelism() / 2)),
    maxWaiting: 4 * os.availableParallelism(),
    perOwner: 2,
    busyMessage: 'The server is busy saving other portfolios. Please try again in a few seconds.',
    ownerBusyMessage: 'Your previous save is still in progress. Please try again in a few seconds.',
    retryAfterSeconds: 3,
  });

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
      templateId: templateOfRow(row),
      photo: row.photo_image ? `/uploads/${row.photo_image}` : null,
      resumeLink: Boolean(row.resume_link),
      resumeUndrawable: undrawable(fromJson<PortfolioContent>(row.content)),
    }));
  }
  const toDetail = async (row: PortfolioRow) => (await toDetails([row]))[0] as PortfolioDetail;

  /**
   * The form's cover and photo, each decoded and re-encoded, or none stored: both are processed
   * before either is stored, so a form whose second picture is refused leaves nothing behind.
   */
  async function storeUploads(userId: string, form: PortfolioForm): Promise<Uploads> {
    const { cover, photo } = await images.process(userId, { cover: form.cover, photo: form.photo });
    const stored: Uploads = {};
    try {
      if (cover) stored.cover = await storeImage('covers', cover);
      if (photo) stored.photo = await storeImage('photos', photo);
    } catch (error) {
      await removeUploads(stored);
      throw error;
    }
    return stored;
  }

  async function storeImage(folder: 'covers' | 'photos', image: ProcessedImage): Promise<StoredImage> {
    const key = `${folder}/${uuidv7()}.webp`;
    await storage.put(key, image.data);
    return { key, width: image.width, height: image.height };
  }

  /** Uploads of a save that did not happen: no row names them. */
  async function removeUploads({ cover, photo }: Uploads): Promise<void> {
    await Promise.all(
      [cover, photo].map((image) => image && storage.remove(image.key).catch(() => undefined)),
    );
  }

  /** Removes the covers of dropped versions that neither the portfolio nor a kept version names. */
  async function removeUnusedCovers(portfolioId: string, covers: string[], current: string): Promise<void> {
    for (const cover of covers) {
      if (cover !== current && !(await versions.coverInUse(portfolioId, cover))) await storage.remove(cover);
    }
  }

  /**
   * Saves new content (and cover) as the portfolio's current state and as a version whose summary
   * `label` words from what changed; a live site is published again.
   */
  async function save(
    id: string,
    content: PortfolioContent,
    cover: StoredImage | undefined,
    label: (summary: string) => string,
    /** The template and photo, when this save changes them (they are not part of the history). */
    look: { templateId?: TemplateId; photo?: Photo } = {},
    /** Pictures this save uploaded: removed again if the save does not happen. */
    uploads: Uploads = {},
  ): Promise<PortfolioDetail> {
    let oldPhoto: string | null = null;
    const saved = await versions
      .saveWithVersion(id, (current) => {
        const next = cover ?? {
          key: current.cover_image,
          width: current.cover_width,
          height: current.cover_height,
        };
        const contentSummary = describeChanges(
          { content: fromJson<PortfolioContent>(current.content), cover: current.cover_image },
          { content, cover: next.key },
        );
        const lookSummary: string[] = [];
        if (look.templateId !== undefined && look.templateId !== current.template_id) {
          lookSummary.push(`Template: ${templateName(look.templateId)}`);
        }
        if (look.photo !== undefined && (look.photo !== null || current.photo_image)) {
          oldPhoto = current.photo_image;
          lookSummary.push(look.photo ? 'Photo changed' : 'Photo removed');
        }
        const summary =
          lookSummary.length === 0
            ? contentSummary
            : [...lookSummary, ...(contentSummary === 'Saved without changes' ? [] : [contentSummary])].join(
                '; ',
              );
        const now = isoNow(clock);
        const stored = {
          title: content.title,
          content: JSON.stringify(content),
          cover_image: next.key,
          cover_width: next.width,
          cover_height: next.height,
        };
        const lookChanges = {
          ...(look.templateId !== undefined && { template_id: look.templateId }),
          ...(look.photo !== undefined && {
            photo_image: look.photo?.key ?? null,
            photo_width: look.photo?.width ?? null,
            photo_height: look.photo?.height ?? null,
          }),
        };
        return {
          changes: { ...stored, ...lookChanges, updated_at: now },
          version: { id: uuidv7(), ...stored, summary: label(summary), created_at: now },
        };
      })
      .catch(async (error: unknown) => {
        await removeUploads(uploads);
        throw error;
      });
    if (!saved) {
      await removeUploads(uploads);
      throw new AppError(404, portfolioNotFound);
    }
    const { row, droppedCovers } = saved;
    await removeUnusedCovers(id, droppedCovers, row.cover_image);
    if (oldPhoto && oldPhoto !== row.photo_image) await storage.remove(oldPhoto).catch(() => undefined);
    if (row.status === 'live') {
      try {
        await publisher.publish(id);
      } catch (error) {
        throw new AppError(503, savedNotPublished, undefined, { cause: error });
      }
    }
    return toDetail(row);
  }

  async function create(userId: string, form: PortfolioForm): Promise<PortfolioDetail> {
    const hostingName = parseValue(hostingNameSchema, form.fields.hostingName ?? '');
    const content = parseValue(portfolioContentSchema, contentInput(form.fields));
    const templateId = templateOf(form, DEFAULT_TEMPLATE_ID);
    if (!form.cover) throw new AppError(400, portfolioMessages.coverImageRequired);
    if (await repo.hostingNameTaken(hostingName)) throw new AppError(409, portfolioMessages.hostingNameTaken);

    const uploads = await storeUploads(userId, form);
    const cover = uploads.cover as StoredImage;
    const photo = uploads.photo;
    const now = isoNow(clock);
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
        template_id: templateId,
        photo_image: photo?.key ?? null,
        photo_width: photo?.width ?? null,
        photo_height: photo?.height ?? null,
      });
    } catch (error) {
      await removeUploads(uploads);
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
  }

  /**
   * Changes everything but the hosting name; keeps the old cover when no new file is sent.
   * The save becomes a version in the history; a live portfolio is re-published at once.
   */
  async function update(userId: string, form: PortfolioForm): Promise<PortfolioDetail> {
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
    const templateId = templateOf(form, templateOfRow(existing));
    const uploads = await storeUploads(userId, form);
    const photo = uploads.photo ?? (form.fields.removePhoto === 'true' ? null : undefined);
    return save(existing.id, content, uploads.cover, (summary) => summary, { templateId, photo }, uploads);
  }

  /** Makes an old version the current one: a save like any other, so it can be undone too. */
  async function restore(userId: string, portfolioId: string, versionId: string): Promise<PortfolioDetail> {
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
  }

  return {
    /** Refuses at once (503 or 429) a save that would not get a turn now: before its form is read. */
    assertCanSave: (userId: string) => saves.assertRoom(userId),
    create: (userId: string, form: PortfolioForm) => saves.run(userId, () => create(userId, form)),
    update: (userId: string, form: PortfolioForm) => saves.run(userId, () => update(userId, form)),
    restore: (userId: string, portfolioId: string, versionId: string) =>
      saves.run(userId, () => restore(userId, portfolioId, versionId)),

    async checkHostingName(name: string): Promise<HostingNameCheck> {
      const parsed = hostingNameSchema.safeParse(name);
      if (!parsed.success) return { available: false, message: firstIssueMessage(parsed.error) };
      if (await repo.hostingNameTaken(name))
        return { available: false, message: portfolioMessages.hostingNameTaken };
      return { available: true, message: 'This hosting name is available' };
    },

    /** Whether the live site links its PDF résumé; a live site is published again at once. */
    async setResumeLink(userId: string, portfolioId: string, enabled: boolean): Promise<void> {
      const row = await ownedPortfolio(repo, userId, portfolioId);
      await repo.update(row.id, { resume_link: enabled });
      if (row.status === 'live') await publisher.publish(row.id);
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

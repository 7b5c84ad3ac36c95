import type { PortfolioContent, PortfolioDetail } from '@portfolio/shared/portfolio';
import { type TemplateId, templateName } from '@portfolio/shared/templates';
import { v7 as uuidv7 } from 'uuid';
import { fromJson, type PortfolioRow } from '../../db/schema.ts';
import { isoNow } from '../../lib/clock.ts';
import { NotFoundError, UnavailableError } from '../../lib/domain-errors.ts';
import { describeChanges } from './change-summary.ts';
import type { PortfoliosDeps } from './deps.ts';
import { toDetail } from './details.ts';
import { portfolioNotFound } from './ownership.ts';
import { removeUploads, type StoredImage, type Uploads } from './uploads.ts';

const savedNotPublished =
  'Your changes are saved, but your live site could not be updated just now. Save again in a moment to publish them.';

/** The template and photo, when a save sets them (the current ones stay when not). */
type Look = { templateId?: TemplateId; photo?: StoredImage | null };

export type SaveRequest = {
  id: string;
  content: PortfolioContent;
  /** The new cover; the current one stays when there is none. */
  cover: StoredImage | undefined;
  look?: Look;
  /** For a restore: when the version it brings back was saved. */
  restoredFrom?: string;
  /** Pictures this save uploaded: removed again if the save does not happen. */
  uploads?: Uploads;
};

/**
 * Saves new content, cover, template and photo as the portfolio's current state and as a version
 * holding all of them, with a summary of what changed; a live site is published again. A cover or
 * photo the save replaced stays stored while a version names it.
 */
export async function savePortfolio(
  deps: Pick<
    PortfoliosDeps,
    'versions' | 'storage' | 'publisher' | 'addresses' | 'lastWeekViews' | 'messageCounts' | 'clock'
  >,
  request: SaveRequest,
): Promise<PortfolioDetail> {
  const { id, look = {}, uploads = {} } = request;
  const { versions, publisher, clock } = deps;
  let oldPhoto: string | null = null;
  const saved = await versions
    .saveWithVersion(id, (current) => {
      if (photoReplaced(look, current)) oldPhoto = current.photo_image;
      return nextState(current, request, isoNow(clock));
    })
    .catch(async (error: unknown) => {
      await removeUploads(deps, uploads);
      throw error;
    });
  if (!saved) {
    await removeUploads(deps, uploads);
    throw new NotFoundError(portfolioNotFound);
  }
  const { row, droppedImages } = saved;
  await removeUnusedImages(deps, id, oldPhoto ? [...droppedImages, oldPhoto] : droppedImages);
  // The answer's details (views, messages, address) do not depend on the publish: they are read
  // while it renders and writes. Their failure is the answer's, once the publish is over.
  const detail = toDetail(deps, row);
  detail.catch(() => undefined);
  if (row.status === 'live') {
    try {
      await publisher.publish(id);
    } catch (error) {
      throw new UnavailableError(savedNotPublished, { cause: error });
    }
  }
  return await detail;
}

/** Whether a save's photo differs from the current one: another photo, or the current one removed. */
const photoReplaced = (look: Look, current: PortfolioRow): boolean =>
  look.photo !== undefined && (look.photo?.key ?? null) !== current.photo_image;

/** The row's changes and the version a save makes of `current`: the whole new state. */
function nextState(current: PortfolioRow, request: SaveRequest, now: string) {
  const { content, cover, look = {}, restoredFrom } = request;
  const next = cover ?? {
    key: current.cover_image,
    width: current.cover_width,
    height: current.cover_height,
  };
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
  const photo = look.photo === undefined ? current : lookChanges;
  return {
    changes: { ...stored, ...lookChanges, updated_at: now },
    version: {
      id: uuidv7(),
      ...stored,
      template_id: lookChanges.template_id ?? current.template_id,
      photo_image: photo.photo_image ?? null,
      photo_width: photo.photo_width ?? null,
      photo_height: photo.photo_height ?? null,
      photo_known: true,
      summary: summarize(current, content, next.key, look),
      restored_from: restoredFrom ?? null,
      created_at: now,
    },
  };
}

/** What a save changed, in words: the template and photo first, then the content and cover. */
function summarize(current: PortfolioRow, content: PortfolioContent, cover: string, look: Look): string {
  const contentSummary = describeChanges(
    { content: fromJson<PortfolioContent>(current.content), cover: current.cover_image },
    { content, cover },
  );
  const lookSummary: string[] = [];
  if (look.templateId !== undefined && look.templateId !== current.template_id) {
    lookSummary.push(`Template: ${templateName(look.templateId)}`);
  }
  if (photoReplaced(look, current)) lookSummary.push(look.photo ? 'Photo changed' : 'Photo removed');
  if (lookSummary.length === 0) return contentSummary;
  return [...lookSummary, ...(contentSummary === 'Saved without changes' ? [] : [contentSummary])].join('; ');
}

/** Removes the covers and photos of `images` that neither the portfolio nor a kept version names. */
async function removeUnusedImages(
  { versions, storage }: Pick<PortfoliosDeps, 'versions' | 'storage'>,
  portfolioId: string,
  images: string[],
): Promise<void> {
  for (const image of new Set(images)) {
    if (!(await versions.imageInUse(portfolioId, image))) await storage.remove(image).catch(() => undefined);
  }
}

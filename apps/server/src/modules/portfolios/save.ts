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

/** The template and photo, when a save changes them (they are not part of the history). */
type Look = { templateId?: TemplateId; photo?: StoredImage | null };

export type SaveRequest = {
  id: string;
  content: PortfolioContent;
  /** The new cover; the current one stays when there is none. */
  cover: StoredImage | undefined;
  /** Words the version's summary from what changed. */
  label: (summary: string) => string;
  look?: Look;
  /** Pictures this save uploaded: removed again if the save does not happen. */
  uploads?: Uploads;
};

/**
 * Saves new content (and cover) as the portfolio's current state and as a version whose summary
 * `label` words from what changed; a live site is published again.
 */
export async function savePortfolio(
  deps: Pick<PortfoliosDeps, 'versions' | 'storage' | 'publisher' | 'addresses' | 'lastWeekViews' | 'clock'>,
  request: SaveRequest,
): Promise<PortfolioDetail> {
  const { id, look = {}, uploads = {} } = request;
  const { versions, storage, publisher, clock } = deps;
  let oldPhoto: string | null = null;
  const saved = await versions
    .saveWithVersion(id, (current) => {
      if (photoReplaced(look, current)) oldPhoto = current.photo_image;
      return nextState(current, request, look, isoNow(clock));
    })
    .catch(async (error: unknown) => {
      await removeUploads(deps, uploads);
      throw error;
    });
  if (!saved) {
    await removeUploads(deps, uploads);
    throw new NotFoundError(portfolioNotFound);
  }
  const { row, droppedCovers } = saved;
  await removeUnusedCovers(deps, id, droppedCovers, row.cover_image);
  if (oldPhoto && oldPhoto !== row.photo_image) await storage.remove(oldPhoto).catch(() => undefined);
  if (row.status === 'live') {
    try {
      await publisher.publish(id);
    } catch (error) {
      throw new UnavailableError(savedNotPublished, { cause: error });
    }
  }
  return toDetail(deps, row);
}

/** Whether a save's photo differs from the current one: a new photo, or the current one removed. */
const photoReplaced = (look: Look, current: PortfolioRow): boolean =>
  look.photo !== undefined && (look.photo !== null || Boolean(current.photo_image));

/** The row's changes and the version a save makes of `current`. */
function nextState(current: PortfolioRow, { content, cover, label }: SaveRequest, look: Look, now: string) {
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
  const summary = summarize(current, content, next.key, look);
  return {
    changes: { ...stored, ...lookChanges, updated_at: now },
    version: { id: uuidv7(), ...stored, summary: label(summary), created_at: now },
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

/** Removes the covers of dropped versions that neither the portfolio nor a kept version names. */
async function removeUnusedCovers(
  { versions, storage }: Pick<PortfoliosDeps, 'versions' | 'storage'>,
  portfolioId: string,
  covers: string[],
  current: string,
): Promise<void> {
  for (const cover of covers) {
    if (cover !== current && !(await versions.coverInUse(portfolioId, cover))) await storage.remove(cover);
  }
}

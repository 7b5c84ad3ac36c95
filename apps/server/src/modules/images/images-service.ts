import { createHash } from 'node:crypto';
import type { PortfolioContent } from '@portfolio/shared/portfolio';
import {
  IMAGE_QUOTA_BYTES,
  type ImageFormat,
  imageKey,
  type PlacedImage,
  placedImageIds,
  projectImageMessages,
  quotaMessage,
  type UploadedImage,
} from '@portfolio/shared/project-images';
import { fromJson } from '../../db/schema.ts';
import { type Clock, DAY_MS, isoNow } from '../../lib/clock.ts';
import { InvalidError, TooLargeError } from '../../lib/domain-errors.ts';
import type { ImageProcessor } from '../portfolios/image-processor.ts';
import { LIST_PAGE_SIZE, type Storage } from '../storage/storage.ts';
import type { ImageRow, ImagesRepo } from './images-repo.ts';

/** An image uploaded but never placed by a save is kept this long (a draft may still place it). */
const UNPLACED_KEPT_MS = 7 * DAY_MS;

/**
 * An upload's id: its content's name. 'v1' names how it is encoded: encoding it otherwise gives
 * other files, so a new version must give a new name (the files are cached for good).
 */
export const imageIdOf = (upload: Buffer): string =>
  createHash('sha256').update('v1:').update(upload).digest('hex').slice(0, 32);

type Deps = { repo: ImagesRepo; storage: Storage; processor: ImageProcessor; clock: Clock };

/**
 * Project and section-item images (issue 26 item 1, decision 49): uploaded before a save, placed
 * in the content by id, and removed from storage once nothing of their account names them.
 */
export function createImagesService({ repo, storage, processor, clock }: Deps) {
  /** Removes the account's placed images nothing of it names any more (after a save or a deletion). */
  async function release(userId: string): Promise<void> {
    // Most accounts place no image: their saves never read every kept version.
    const attached = await repo.attachedIds(userId);
    if (attached.length === 0) return;
    const named = new Set<string>();
    for (const content of await repo.contentsOf(userId)) {
      for (const id of placedImageIds(fromJson<PortfolioContent>(content))) named.add(id);
    }
    const unnamed = attached.filter((id) => !named.has(id));
    await repo.remove(userId, unnamed);
    await removeFilesOf(unnamed);
  }

  /** Removes the files of images no account holds any more; how many had files left to remove. */
  async function removeFilesOf(ids: string[]): Promise<number> {
    const held = await repo.stillHeld(ids);
    let removed = 0;
    for (const id of ids.filter((id) => !held.has(id))) {
      const keys = await storage.list(`images/${id}/`);
      for (const key of keys) await storage.remove(key);
      if (keys.length > 0) removed += 1;
    }
    return removed;
  }

  return {
    /** Refuses at once (503 or 429) an upload that would not get a turn now: before its body is read. */
    assertRoom: (userId: string) => processor.assertRoom(userId),

    /**
     * Stores an upload in every size (once per content: the same picture again answers the same
     * id), within the account's quota. The row is written before the files, so a sweep never
     * takes files a row is about to name.
     */
    async upload(userId: string, file: Buffer): Promise<UploadedImage> {
      if (file.length === 0) throw new InvalidError('The image file is empty. Choose the picture again.');
      const id = imageIdOf(file);
      const used = await repo.usedBytes(userId);
      const existing = await repo.find(userId, id);
      if (existing) return answer(existing, used);
      if (used >= IMAGE_QUOTA_BYTES) throw new TooLargeError(quotaMessage(used, file.length));
      const image = await processor.processProjectImage(userId, file);
      const bytes = image.variants.reduce((sum, variant) => sum + variant.data.length, 0);
      if (used + bytes > IMAGE_QUOTA_BYTES) throw new TooLargeError(quotaMessage(used, bytes));
      const row = { user_id: userId, id, width: image.width, height: image.height, bytes };
      await repo.insert({ ...row, created_at: isoNow(clock), attached_at: null });
      try {
        for (const { width, format, data } of image.variants) {
          await storage.put(imageKey(id, width, format), data, `image/${format}`);
        }
      } catch (error) {
        await repo.remove(userId, [id]);
        await removeFilesOf([id]).catch(() => undefined);
        throw error;
      }
      return answer(row, used + bytes);
    },

    /**
     * The content with each placed image's size as stored (whatever the form said); refuses an
     * image that is not one of the account's uploads.
     */
    async place(userId: string, content: PortfolioContent): Promise<PortfolioContent> {
      const ids = [...placedImageIds(content)];
      const rows = new Map((await repo.findMany(userId, ids)).map((row) => [row.id, row]));
      if (rows.size < ids.length) throw new InvalidError(projectImageMessages.notYours);
      const sized = (image: PlacedImage): PlacedImage => {
        const { width, height } = rows.get(image.id) as ImageRow;
        return { ...image, width, height };
      };
      return {
        ...content,
        projects: content.projects.map((project) =>
          project.images ? { ...project, images: project.images.map(sized) } : project,
        ),
        customSections: content.customSections.map((section) => ({
          ...section,
          items: section.items.map((item) => (item.image ? { ...item, image: sized(item.image) } : item)),
        })),
      };
    },

    /**
     * After a save: the images it placed are the account's for good, and those no portfolio or
     * kept version of the account names any more are removed, from storage too.
     */
    async settle(userId: string, saved: PortfolioContent): Promise<void> {
      await repo.attach(userId, [...placedImageIds(saved)], isoNow(clock));
      await release(userId);
    },

    release,

    /** Every image of an account that is being deleted. */
    async removeAllOf(userId: string): Promise<void> {
      await removeFilesOf(await repo.removeAllOf(userId));
    },

    /**
     * Uploads no save placed within a week, and files no row names (left by a failed upload): the
     * stored images a page of the listing at a time, each page's ids asked of the database alone.
     */
    async sweep(pageSize = LIST_PAGE_SIZE): Promise<{ removed: number }> {
      const stale = await repo.unplacedBefore(new Date(clock() - UNPLACED_KEPT_MS).toISOString());
      for (const { user_id, id } of stale) await repo.remove(user_id, [id]);
      let removed = 0;
      for await (const keys of storage.pages('images/', pageSize)) {
        // An image's sizes may end one page and begin the next: removed with the first, counted once.
        removed += await removeFilesOf([...new Set(keys.map((key) => key.split('/')[1] as string))]);
      }
      return { removed };
    },

    /** One stored size of an image, for the /_images/ route. */
    read: (id: string, width: number, format: ImageFormat): Promise<Buffer | undefined> =>
      storage.get(imageKey(id, width, format)),
  };
}

/** An upload's answer: its id and size, and the account's use of its quota. */
const answer = (row: Pick<ImageRow, 'id' | 'width' | 'height'>, usedBytes: number): UploadedImage => ({
  id: row.id,
  width: row.width,
  height: row.height,
  usedBytes,
  quotaBytes: IMAGE_QUOTA_BYTES,
});

export type ImagesService = ReturnType<typeof createImagesService>;

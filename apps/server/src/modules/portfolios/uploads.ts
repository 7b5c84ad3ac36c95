import { v7 as uuidv7 } from 'uuid';
import type { Storage } from '../storage/storage.ts';
import type { PortfoliosDeps } from './deps.ts';
import type { ProcessedImage } from './image-processor.ts';

export type StoredImage = { key: string; width: number; height: number };
/** What a save stored before writing its row: removed again when the row is not written. */
export type Uploads = { cover?: StoredImage; photo?: StoredImage };

/**
 * The form's cover and photo, each decoded and re-encoded, or none stored: both are processed
 * before either is stored, so a form whose second picture is refused leaves nothing behind.
 */
export async function storeUploads(
  { images, storage }: Pick<PortfoliosDeps, 'images' | 'storage'>,
  userId: string,
  form: { cover?: Buffer | undefined; photo?: Buffer | undefined },
): Promise<Uploads> {
  const { cover, photo } = await images.process(userId, { cover: form.cover, photo: form.photo });
  const stored: Uploads = {};
  try {
    if (cover) stored.cover = await storeImage(storage, 'covers', cover);
    if (photo) stored.photo = await storeImage(storage, 'photos', photo);
  } catch (error) {
    await removeUploads({ storage }, stored);
    throw error;
  }
  return stored;
}

/** A processed cover or photo, stored under a new name in its folder. */
async function storeImage(
  storage: Storage,
  folder: 'covers' | 'photos',
  image: ProcessedImage,
): Promise<StoredImage> {
  const key = `${folder}/${uuidv7()}.webp`;
  await storage.put(key, image.data);
  return { key, width: image.width, height: image.height };
}

/** Uploads of a save that did not happen: no row names them. */
export async function removeUploads(
  { storage }: Pick<PortfoliosDeps, 'storage'>,
  { cover, photo }: Uploads,
): Promise<void> {
  await Promise.all([cover, photo].map((image) => image && storage.remove(image.key).catch(() => undefined)));
}

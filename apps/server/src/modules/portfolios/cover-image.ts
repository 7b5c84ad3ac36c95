import sharp from 'sharp';
import { AppError } from '../../http/errors.ts';

export const COVER_MAX_WIDTH = 1600;
export const COVER_MAX_HEIGHT = 1200;

export type ProcessedCover = { data: Buffer; width: number; height: number };

export const coverMessages = {
  notImage: 'The cover image must be a JPEG, PNG, WebP, GIF or AVIF picture.',
  tooLarge: 'The cover image must be at most 5 MB.',
} as const;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/**
 * Decodes the upload completely (so a renamed or truncated file is refused whatever its name or
 * declared type), turns it upright, drops all metadata (EXIF, GPS), fits it within 1600×1200 and
 * re-encodes it as WebP.
 */
export async function processCoverImage(input: Buffer): Promise<ProcessedCover> {
  try {
    const image = sharp(input, { failOn: 'truncated', limitInputPixels: 50_000_000 });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`format ${format}`);
    const { data, info } = await image
      .rotate()
      .resize({ width: COVER_MAX_WIDTH, height: COVER_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError(415, coverMessages.notImage);
  }
}

export const PHOTO_SIZE = 480;
export const photoMessages = {
  notImage: 'The photo must be a JPEG, PNG, WebP, GIF or AVIF picture.',
} as const;

/**
 * A profile photo, decoded and stripped like a cover, cropped square around what draws the eye
 * (at most 480×480: it is shown at most 8.5 rem wide, twice that on a sharp screen).
 */
export async function processPhotoImage(input: Buffer): Promise<ProcessedCover> {
  try {
    const image = sharp(input, { failOn: 'truncated', limitInputPixels: 50_000_000 });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`format ${format}`);
    const { data, info } = await image
      .rotate()
      .resize({
        width: PHOTO_SIZE,
        height: PHOTO_SIZE,
        fit: 'cover',
        position: 'attention',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError(415, photoMessages.notImage);
  }
}

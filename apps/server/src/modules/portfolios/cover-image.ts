import { portfolioMessages } from '@portfolio/shared/portfolio';
import sharp, { type ResizeOptions } from 'sharp';
import { AppError } from '../../http/errors.ts';

const COVER_MAX_WIDTH = 1600;
const COVER_MAX_HEIGHT = 1200;
const PHOTO_SIZE = 480;

type ProcessedImage = { data: Buffer; width: number; height: number };

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/**
 * Decodes the upload completely (so a renamed or truncated file is refused whatever its name or
 * declared type), turns it upright, drops all metadata (EXIF, GPS), resizes it and re-encodes it
 * as WebP; anything that is not a whole picture is refused with `notImage` (415).
 */
async function processImage(input: Buffer, resize: ResizeOptions, notImage: string): Promise<ProcessedImage> {
  try {
    const image = sharp(input, { failOn: 'truncated', limitInputPixels: 50_000_000 });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`format ${format}`);
    const { data, info } = await image
      .rotate()
      .resize({ ...resize, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError(415, notImage);
  }
}

/** A cover, fitted within 1600×1200. */
export const processCoverImage = (input: Buffer) =>
  processImage(
    input,
    { width: COVER_MAX_WIDTH, height: COVER_MAX_HEIGHT, fit: 'inside' },
    portfolioMessages.coverImageNotImage,
  );

/**
 * A profile photo, cropped square around what draws the eye (at most 480×480: it is shown at most
 * 8.5 rem wide, twice that on a sharp screen).
 */
export const processPhotoImage = (input: Buffer) =>
  processImage(
    input,
    { width: PHOTO_SIZE, height: PHOTO_SIZE, fit: 'cover', position: 'attention' },
    'The photo must be a JPEG, PNG, WebP, GIF or AVIF picture.',
  );

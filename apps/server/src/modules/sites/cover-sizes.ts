import { IMAGE_FORMATS, type ImageFormat, LARGEST_WIDTH } from '@portfolio/shared/project-images';
import sharp from 'sharp';
import { encodedAs } from '../portfolios/image-processor.ts';

// A site's cover as the site serves it (issue 26's measure: a phone fetched the 1600-wide WebP,
// 336 KB of a 478 KB first visit). Beside `cover-<hash>.webp`, the upload as stored (its largest
// WebP), the publisher writes `cover-<hash>-<width>.<format>`: each smaller width of COVER_WIDTHS in
// WebP and every width in AVIF, never wider than the upload, encoded as the project images are.

/**
 * The project images' widths and 720: a cover spans a phone's screen, 630–720 pixels wide at a
 * pixel ratio of 1.75–2, which would otherwise be sent the 960 (75 KB of AVIF for a photo, 45 at 720).
 */
export const COVER_WIDTHS = [480, 720, 960, LARGEST_WIDTH] as const;

/**
 * Hashed before a cover's bytes to name it (image-files.ts): when the widths change, so do the
 * names, and a site published with other widths writes these at its next publish.
 */
export const COVER_NAME_SALT = `sizes:${COVER_WIDTHS.join(',')}:`;

/** The widths a cover `width` pixels wide is published at: those below it, and its own (at most 1600). */
function coverWidths(width: number): number[] {
  const largest = Math.min(width, LARGEST_WIDTH);
  return [...COVER_WIDTHS.filter((w) => w < largest), largest];
}

/** One published size of a cover: its file name beside the page, and how it is drawn. */
export type CoverSize = { file: string; width: number; format: ImageFormat };

/** A size the publisher encoded: its file name and bytes. */
export type EncodedSize = { file: string; data: Buffer };

/** Every size of the cover named `file` (`cover-<hash>.webp`) of `width` pixels, smallest first. */
export function coverSizes(file: string, width: number): CoverSize[] {
  // A cover of no known width is published as it is, in one size.
  if (!(width > 0)) return [];
  const base = file.replace(/\.webp$/, '');
  const widths = coverWidths(width);
  const largest = widths.at(-1);
  return widths.flatMap((w) =>
    IMAGE_FORMATS.map((format) => ({
      // The largest WebP is the stored upload itself (fitted within 1600 × 1200 at upload).
      file: format === 'webp' && w === largest ? file : `${base}-${w}.${format}`,
      width: w,
      format,
    })),
  );
}

/** The `<source>`s of a `<picture>` of the cover: one srcset per format, AVIF first. */
export function coverSources(file: string, width: number): { type: string; srcset: string }[] {
  const sizes = coverSizes(file, width);
  if (sizes.length === 0) return [];
  return IMAGE_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcset: sizes
      .filter((size) => size.format === format)
      .map((size) => `${size.file} ${size.width}w`)
      .join(', '),
  }));
}

/** Encodes the sizes the upload is not already: each in libvips' threads, not the event loop's. */
export async function encodeCoverSizes(
  upload: Buffer,
  sizes: CoverSize[],
  uploadFile: string,
): Promise<EncodedSize[]> {
  const encoded: EncodedSize[] = [];
  for (const size of sizes) {
    if (size.file === uploadFile) continue;
    const sized = sharp(upload).resize({ width: size.width, withoutEnlargement: true });
    encoded.push({ file: size.file, data: await encodedAs(sized, size.format).toBuffer() });
  }
  return encoded;
}

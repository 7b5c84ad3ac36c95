import { IMAGE_FORMATS, type ImageFormat, imageWidths } from '@portfolio/shared/project-images';
import sharp from 'sharp';
import { encodedAs } from '../portfolios/image-processor.ts';

// A site's cover as the site serves it (issue 26's measure: a phone fetched the 1600-wide WebP,
// 336 KB of a 478 KB first visit). Beside `cover-<hash>.webp`, the upload as stored (its largest
// WebP), the publisher writes `cover-<hash>-<width>.<format>`: each smaller width of IMAGE_WIDTHS in
// WebP and every width in AVIF, never wider than the upload, encoded as the project images are.

/** One published size of a cover: its file name beside the page, and how it is drawn. */
export type CoverSize = { file: string; width: number; format: ImageFormat };

/** A size the publisher encoded: its file name and bytes. */
export type EncodedSize = { file: string; data: Buffer };

/** Every size of the cover named `file` (`cover-<hash>.webp`) of `width` pixels, smallest first. */
export function coverSizes(file: string, width: number): CoverSize[] {
  // A cover of no known width is published as it is, in one size.
  if (!(width > 0)) return [];
  const base = file.replace(/\.webp$/, '');
  const widths = imageWidths(width);
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

import os from 'node:os';
import { portfolioMessages } from '@portfolio/shared/portfolio';
import {
  IMAGE_FORMATS,
  type ImageFormat,
  imageWidths,
  LARGEST_WIDTH,
  projectImageMessages,
} from '@portfolio/shared/project-images';
import sharp, { type Metadata, type ResizeOptions, type Sharp } from 'sharp';
import { TooLargeError, UnsupportedMediaError } from '../../lib/domain-errors.ts';
import { createWorkQueue } from '../../work/work-queue.ts';

// One libvips thread per image and no operation cache: decoding a large picture takes hundreds of
// megabytes, and the images are processed one at a time (below) so that the memory and the
// libuv threads (which also serve file reads and /healthz's disk check) stay free for everyone else.
sharp.concurrency(1);
sharp.cache(false);

/**
 * What an upload may be before it is decoded, read from its header: decoding allocates
 * width × height × channels × bytes per sample, and AVIF/HEIF decoding costs about 20 bytes and
 * 0.1 µs of CPU per pixel, so those are held to 16.8 megapixels (4096 × 4096; a phone's HEIC is 12).
 */
export const IMAGE_LIMITS = {
  maxPixels: 50_000_000,
  maxHeifPixels: 4096 * 4096,
  maxDecodedBytes: 200 * 1024 * 1024,
  maxFrames: 100,
  timeoutSeconds: 20,
} as const;

const COVER_MAX_WIDTH = 1600;
const COVER_MAX_HEIGHT = 1200;
const PHOTO_SIZE = 480;

export type ProcessedImage = { data: Buffer; width: number; height: number };
/** One stored size of a project image in one format. */
export type ImageVariant = { width: number; format: ImageFormat; data: Buffer };
/** A project image in every size and format, and its largest size. */
export type ProcessedProjectImage = { width: number; height: number; variants: ImageVariant[] };
export type ProcessedUploads = { cover?: ProcessedImage; photo?: ProcessedImage };

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

const BYTES_PER_SAMPLE: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

type Kind = {
  /** How the kind is named to the owner: 'The cover image is too large…'. */
  label: string;
  resize: ResizeOptions;
  notImage: string;
};

const COVER: Kind = {
  label: 'cover image',
  resize: { width: COVER_MAX_WIDTH, height: COVER_MAX_HEIGHT, fit: 'inside' },
  notImage: portfolioMessages.coverImageNotImage,
};

/**
 * A profile photo, cropped square around what draws the eye (at most 480×480: it is shown at most
 * 8.5 rem wide, twice that on a sharp screen).
 */
const PHOTO: Kind = {
  label: 'photo',
  resize: { width: PHOTO_SIZE, height: PHOTO_SIZE, fit: 'cover', position: 'attention' },
  notImage: 'The photo must be a JPEG, PNG, WebP, GIF or AVIF picture.',
};

/** A project or section-item image: at most 1600 wide (and twice that tall), stored in several sizes. */
const PROJECT_IMAGE: Kind = {
  label: 'image',
  resize: { width: LARGEST_WIDTH, height: 2 * LARGEST_WIDTH, fit: 'inside' },
  notImage: projectImageMessages.notImage,
};

const megapixels = (pixels: number) => Math.round(pixels / 100_000) / 10;

/** Refuses, from the header alone, a picture whose decoding would take too much memory or time. */
function checkBeforeDecoding(
  { width = 0, height = 0, channels = 4, depth, pages = 1, format }: Metadata,
  kind: Kind,
): void {
  const tooLarge = `The ${kind.label} is too large to process (${width} × ${height} pixels).`;
  // AVIF is read by the HEIF loader, and sharp names both 'heif'.
  const heif = format === 'heif';
  const maxPixels = heif ? IMAGE_LIMITS.maxHeifPixels : IMAGE_LIMITS.maxPixels;
  if (width * height > maxPixels) {
    const format = heif ? ' as AVIF or HEIF (or save it as JPEG)' : '';
    throw new TooLargeError(
      `${tooLarge} Send a picture of at most ${megapixels(maxPixels)} megapixels${format}.`,
    );
  }
  const bytesPerSample = BYTES_PER_SAMPLE[depth ?? 'uchar'] ?? 8;
  if (width * height * channels * bytesPerSample > IMAGE_LIMITS.maxDecodedBytes) {
    throw new TooLargeError(
      `${tooLarge} It has ${8 * bytesPerSample} bits per channel: send it with 8 bits per channel, as a JPEG or PNG, or smaller.`,
    );
  }
  if (pages > IMAGE_LIMITS.maxFrames) {
    throw new TooLargeError(
      `The ${kind.label} has ${pages} frames. Send a still picture (or one of at most ${IMAGE_LIMITS.maxFrames} frames: only the first is shown).`,
    );
  }
}

/** The picture's format, size and depth, read from its header without decoding it. */
async function readHeader(input: Buffer, kind: Kind): Promise<Metadata> {
  try {
    const metadata = await sharp(input, { limitInputPixels: false }).metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format))
      throw new Error(`format ${metadata.format}`);
    return metadata;
  } catch {
    throw new UnsupportedMediaError(kind.notImage);
  }
}

/**
 * Decodes the upload completely (so a renamed or truncated file is refused whatever its name or
 * declared type), turns it upright, drops all metadata (EXIF, GPS), resizes it and re-encodes it
 * as WebP; anything that is not a whole picture is refused with `notImage` (415).
 */
async function decodeAndEncode(input: Buffer, kind: Kind): Promise<ProcessedImage> {
  try {
    const { data, info } = await sharp(input, {
      failOn: 'truncated',
      limitInputPixels: IMAGE_LIMITS.maxPixels,
      sequentialRead: true,
    })
      .timeout({ seconds: IMAGE_LIMITS.timeoutSeconds })
      .rotate()
      .resize({ ...kind.resize, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new UnsupportedMediaError(kind.notImage);
  }
}

/**
 * An image's stored size in one format, as every size of every image is encoded (project images
 * and the sites' covers): AVIF at effort 2, within a few per cent of the default's size at a
 * fraction of its time.
 */
export const encodedAs = (sized: Sharp, format: ImageFormat): Sharp =>
  format === 'avif' ? sized.avif({ quality: 50, effort: 2 }) : sized.webp({ quality: 78 });

/**
 * Decodes a project image once (upright, metadata dropped, at most PROJECT_IMAGE's size), then
 * encodes each width of imageWidths (never wider than the upload) as AVIF and WebP (encodedAs).
 */
async function encodeVariants(input: Buffer): Promise<ProcessedProjectImage> {
  try {
    const { data, info } = await sharp(input, {
      failOn: 'truncated',
      limitInputPixels: IMAGE_LIMITS.maxPixels,
      sequentialRead: true,
    })
      .timeout({ seconds: IMAGE_LIMITS.timeoutSeconds })
      .rotate()
      .resize({ ...PROJECT_IMAGE.resize, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants: ImageVariant[] = [];
    for (const width of imageWidths(info.width)) {
      for (const format of IMAGE_FORMATS) {
        const sized = sharp(data, { raw }).resize({ width });
        variants.push({ width, format, data: await encodedAs(sized, format).toBuffer() });
      }
    }
    return { width: info.width, height: info.height, variants };
  } catch {
    throw new UnsupportedMediaError(PROJECT_IMAGE.notImage);
  }
}

/**
 * Covers and photos, processed in a bounded queue: one save's pictures at a time per two cores, a
 * few waiting, two per account; past that the uploader is told at once to try again (503 or 429
 * with Retry-After) rather than wait behind everyone. Pictures are checked from their headers
 * before they take a turn, so one that could never be processed does not wait at all.
 */
export function createImageProcessor({
  concurrency = Math.max(1, Math.floor(os.availableParallelism() / 2)),
} = {}) {
  const queue = createWorkQueue({
    concurrency,
    maxWaiting: 4 * concurrency,
    perOwner: 2,
    busyMessage: 'The server is busy processing pictures. Please try again in a few seconds.',
    ownerBusyMessage: 'Your other pictures are still being processed. Please try again in a few seconds.',
    retryAfterSeconds: 5,
  });

  return {
    /**
     * A save's cover (fitted within 1600×1200) and photo (at most 480×480), both checked from their
     * headers first, then decoded in one turn of the queue: a save is admitted whole or refused
     * whole. `owner` is the uploading account.
     */
    async process(owner: string, uploads: { cover?: Buffer; photo?: Buffer }): Promise<ProcessedUploads> {
      const { cover, photo } = uploads;
      if (cover) checkBeforeDecoding(await readHeader(cover, COVER), COVER);
      if (photo) checkBeforeDecoding(await readHeader(photo, PHOTO), PHOTO);
      if (!cover && !photo) return {};
      return queue.run(owner, async () => ({
        cover: cover && (await decodeAndEncode(cover, COVER)),
        photo: photo && (await decodeAndEncode(photo, PHOTO)),
      }));
    },

    /** Refuses at once (503 or 429) an upload that would not get a turn now: before its body is read. */
    assertRoom: (owner: string) => queue.assertRoom(owner),

    /** A project image in every size, checked from its header first, then processed in the queue. */
    async processProjectImage(owner: string, input: Buffer): Promise<ProcessedProjectImage> {
      checkBeforeDecoding(await readHeader(input, PROJECT_IMAGE), PROJECT_IMAGE);
      return queue.run(owner, () => encodeVariants(input));
    },
  };
}

export type ImageProcessor = ReturnType<typeof createImageProcessor>;

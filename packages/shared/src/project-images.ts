// Project images (issue 26 item 1): uploaded one by one (POST /api/v1/userData/images), named by
// their content, and placed in a project (or an item of the owner's own section) by id with their
// alt text and caption. This file holds what the form, the server and the templates share
// (decision 49). It imports only zod, so portfolio.ts can use it.
import { z } from 'zod';

/** A project shows at most this many images. */
export const PROJECT_IMAGES_MAX = 12;
/** The largest file one upload may be (a phone's JPEG is 3–8 MB). */
export const PROJECT_IMAGE_MAX_BYTES = 25 * 1024 * 1024;
/** What one account's images may take in storage, every size and format of each counted. */
export const IMAGE_QUOTA_BYTES = 200 * 1024 * 1024;
export const IMAGE_ALT_MAX = 300;
export const IMAGE_CAPTION_MAX = 300;

/** The widths each image is stored at (never wider than it was uploaded), in AVIF and WebP. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const LARGEST_WIDTH = 1600;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** An image's id: 32 hex digits of the SHA-256 of what was uploaded (its content's name). */
export const IMAGE_ID_PATTERN = /^[0-9a-f]{32}$/;

/** Where every host (the app, each site, each connected domain) serves the stored images. */
export const IMAGE_PATH = '/_images/';

export const projectImageMessages = {
  id: 'Each image must name one of your uploads',
  alt: 'Describe each image in a few words (its alt text, read to people who cannot see it)',
  tooMany: `A project can show at most ${PROJECT_IMAGES_MAX} images`,
  twice: 'The same image is in this project twice',
  cover: "The project's cover must be one of its images",
  notYours: 'An image in this portfolio is not one of your uploads. Upload it again.',
  missingFile: 'Choose an image file to upload.',
  tooLarge: `An image must be at most ${PROJECT_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  notImage: 'An image must be a JPEG, PNG, WebP, GIF or AVIF picture.',
  uploaded: 'Image uploaded.',
} as const;

/** Megabytes to one decimal, as the quota message shows them. */
const megabytes = (bytes: number) => `${Math.round(bytes / 104_857.6) / 10} MB`;

/** The quota message: what is used, what the new image needs, what to do. */
export const quotaMessage = (usedBytes: number, neededBytes: number): string =>
  `Your images already use ${megabytes(usedBytes)} of your ${megabytes(IMAGE_QUOTA_BYTES)}, and this one needs ${megabytes(neededBytes)} more. Remove images you no longer show, save, and upload it again.`;

/**
 * An image placed in a project or a section item. `width` and `height` are its largest stored
 * size: the server fills them in from the upload on every save, whatever the form sent.
 */
export const placedImageSchema = z.object({
  id: z.string({ error: projectImageMessages.id }).regex(IMAGE_ID_PATTERN, projectImageMessages.id),
  alt: z
    .string({ error: projectImageMessages.alt })
    .trim()
    .min(1, projectImageMessages.alt)
    .max(IMAGE_ALT_MAX, `Alt text must be at most ${IMAGE_ALT_MAX} characters`),
  caption: z
    .string()
    .trim()
    .max(IMAGE_CAPTION_MAX, `A caption must be at most ${IMAGE_CAPTION_MAX} characters`)
    .default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type PlacedImage = z.output<typeof placedImageSchema>;

/** A project's images, in the owner's order: at most PROJECT_IMAGES_MAX, each once. */
export const projectImagesSchema = z
  .array(placedImageSchema, { error: 'Images must be a list' })
  .max(PROJECT_IMAGES_MAX, projectImageMessages.tooMany)
  .refine((images) => new Set(images.map((i) => i.id)).size === images.length, projectImageMessages.twice);

/** The answer to an upload: the image's id and largest size, and the account's use of its quota. */
export const uploadedImageSchema = z.object({
  id: z.string(),
  width: z.number(),
  height: z.number(),
  usedBytes: z.number(),
  quotaBytes: z.number(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** The widths an image of `width` pixels is stored at: those of IMAGE_WIDTHS below it, and its own (at most 1600). */
export function imageWidths(width: number): number[] {
  const largest = Math.min(width, LARGEST_WIDTH);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/** The address of one stored size of an image, on any host. */
export const imageUrl = (id: string, width: number, format: ImageFormat): string =>
  `${IMAGE_PATH}${id}/${width}.${format}`;

/** The storage key of one stored size of an image. */
export const imageKey = (id: string, width: number, format: ImageFormat): string =>
  `images/${id}/${width}.${format}`;

/** A `srcset` of every stored width of an image in one format. */
export const imageSrcset = (image: { id: string; width: number }, format: ImageFormat): string =>
  imageWidths(image.width)
    .map((w) => `${imageUrl(image.id, w, format)} ${w}w`)
    .join(', ');

/** The ids of every image a portfolio's content places (projects and the owner's own sections). */
export function placedImageIds(content: {
  projects?: { images?: { id: string }[] }[];
  customSections?: { items?: { image?: { id: string } }[] }[];
}): Set<string> {
  const ids = new Set<string>();
  for (const project of content.projects ?? []) for (const image of project.images ?? []) ids.add(image.id);
  for (const section of content.customSections ?? [])
    for (const item of section.items ?? []) if (item.image) ids.add(item.image.id);
  return ids;
}

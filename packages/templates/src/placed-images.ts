import {
  IMAGE_ID_PATTERN,
  type ImageFormat,
  imageSrcset,
  imageUrl,
  imageWidths,
  LARGEST_WIDTH,
} from '@portfolio/shared/project-images';
import { createElement as h, type ReactNode } from 'react';
import { escapeHtml as e } from './safe-values.ts';

// The images an owner places in a project or an item of their own section (issue 26 item 1), as a
// site shows them: a <picture> of every stored width in AVIF and WebP, a WebP <img> with its width
// and height (no layout shift), lazy, with its alt text and its caption as a <figcaption>. The
// files live at /_images/<id>/<width>.<format> on every host (decision 49). The editor's preview
// passes the form as typed, so nothing here trusts the shape: an image without a valid id, width
// and height (the server fills those in on every save) is not shown.

/** An image that can be shown: its id, its largest stored size, its alt text and caption. */
export type ShownImage = { id: string; width: number; height: number; alt: string; caption: string };

const PREFERRED_WIDTH = 960;
const FORMATS: ImageFormat[] = ['avif', 'webp'];

const isSize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The image when it can be shown, otherwise undefined. */
export function shownImage(value: unknown): ShownImage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, width, height, alt, caption } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !IMAGE_ID_PATTERN.test(id) || !isSize(width) || !isSize(height)) {
    return undefined;
  }
  return { id, width, height, alt: textOf(alt), caption: textOf(caption) };
}

/** A project's images that can be shown, its cover (`coverImageId`, else the first) leading. */
export function projectImages(project: { images?: unknown; coverImageId?: unknown }): ShownImage[] {
  const images = (Array.isArray(project.images) ? project.images : []).flatMap((image) => {
    const shown = shownImage(image);
    return shown ? [shown] : [];
  });
  const cover = images.findIndex((image) => image.id === project.coverImageId);
  return cover > 0 ? [images[cover] as ShownImage, ...images.filter((_, i) => i !== cover)] : images;
}

/** The largest stored WebP of an image, for Open Graph: its address (on the site) and size. */
export function largestWebp(image: ShownImage): { src: string; width: number; height: number } {
  const width = Math.min(image.width, LARGEST_WIDTH);
  const height = Math.round((image.height * width) / image.width);
  return { src: imageUrl(image.id, width, 'webp'), width, height };
}

/** What a <picture> of the image is made of: a srcset per format, and the <img>'s fallback WebP. */
function pictureParts(image: ShownImage) {
  const widths = imageWidths(image.width);
  const fallback = widths.includes(PREFERRED_WIDTH) ? PREFERRED_WIDTH : (widths.at(-1) as number);
  return {
    sources: FORMATS.map((format) => ({ type: `image/${format}`, srcset: imageSrcset(image, format) })),
    src: imageUrl(image.id, fallback, 'webp'),
  };
}

/**
 * The image as a <figure>: its <picture> and its caption. `sizes` says how wide it is shown
 * (a media condition list, as the `sizes` attribute reads it).
 */
export function imageFigure(image: ShownImage, sizes: string, className = 'shot', key?: string): ReactNode {
  const { sources, src } = pictureParts(image);
  return h(
    'figure',
    { className, key },
    h(
      'picture',
      null,
      ...sources.map(({ type, srcset }) => h('source', { key: type, type, srcSet: srcset, sizes })),
      h('img', {
        src,
        width: image.width,
        height: image.height,
        alt: image.alt,
        loading: 'lazy',
        decoding: 'async',
      }),
    ),
    image.caption && h('figcaption', null, image.caption),
  );
}

/** The same <picture> as HTML text, every value escaped (the case-study pages are written as text). */
export function pictureHtml(image: ShownImage, sizes: string, alt = image.alt): string {
  const { sources, src } = pictureParts(image);
  const source = sources.map(
    ({ type, srcset }) => `<source type="${type}" srcset="${e(srcset)}" sizes="${e(sizes)}">`,
  );
  return `<picture>${source.join('')}<img src="${e(src)}" width="${image.width}" height="${image.height}" alt="${e(alt)}" loading="lazy" decoding="async"></picture>`;
}

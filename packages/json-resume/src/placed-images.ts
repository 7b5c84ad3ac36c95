import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { imageUrl, LARGEST_WIDTH, type PlacedImage } from '@portfolio/shared/project-images';

// A portfolio's images (issue 26 item 1) have no place in JSON Resume: the export lists them in
// `meta` (where they were, their alt text and caption, and their address when the site's is
// known), and the import leaves them out, saying so: an image is one of its owner's uploads, so it
// is uploaded again, never taken from a document.

/** One image as the export lists it. */
export type ListedImage = {
  /** Where it was: `projects[0]` (as the document's own projects), `customSections[talks001].items[2]`. */
  where: string;
  /** The project's title, or the section's and the item's. */
  title: string;
  id: string;
  alt: string;
  caption?: string;
  width?: number;
  height?: number;
  /** The project's cover. */
  cover?: true;
  /** Its largest WebP on the site, when the site's address is known. */
  url?: string;
};

function listed(where: string, title: string, image: PlacedImage, siteUrl: string | undefined): ListedImage {
  const largest = image.width && Math.min(image.width, LARGEST_WIDTH);
  return {
    where,
    title,
    id: image.id,
    alt: image.alt,
    ...(image.caption ? { caption: image.caption } : {}),
    ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
    ...(largest && siteUrl ? { url: new URL(imageUrl(image.id, largest, 'webp'), siteUrl).href } : {}),
  };
}

/** Every image the portfolio places: each project's (its cover marked), then each own section item's. */
export function listImages(content: PortfolioContent, siteUrl?: string): ListedImage[] {
  const projects = content.projects.flatMap((project, index) => {
    const images = project.images ?? [];
    const cover = images.find((image) => image.id === project.coverImageId) ?? images[0];
    return images.map((image) => ({
      ...listed(`projects[${index}]`, project.title, image, siteUrl),
      ...(image === cover ? { cover: true as const } : {}),
    }));
  });
  const items = (content.customSections ?? []).flatMap((section) =>
    section.items.flatMap((item, index) =>
      item.image
        ? [
            listed(
              `customSections[${section.id}].items[${index}]`,
              [section.title, item.title].filter(Boolean).join(': '),
              item.image,
              siteUrl,
            ),
          ]
        : [],
    ),
  );
  return [...projects, ...items];
}

/** The owner's own sections without their items' images (the export lists those apart). */
export function sectionsWithoutImages(
  sections: PortfolioContent['customSections'] | undefined,
): PortfolioContent['customSections'] {
  return (sections ?? []).map((section) => ({
    ...section,
    items: section.items.map(({ image: _image, ...item }) => item),
  }));
}

/**
 * A document's own sections (as its `meta` holds them, not yet checked) with every item's image
 * taken out, and how many there were: they are not imported, and an image the form cannot take
 * must not cost the section.
 */
export function stripItemImages(value: unknown): { sections: unknown; removed: number } {
  if (!Array.isArray(value)) return { sections: value, removed: 0 };
  let removed = 0;
  const sections = value.map((section) => {
    if (typeof section !== 'object' || section === null || !Array.isArray(section.items)) return section;
    const items = (section.items as unknown[]).map((item) => {
      if (typeof item !== 'object' || item === null || !('image' in item)) return item;
      const { image, ...rest } = item as Record<string, unknown>;
      if (image != null) removed += 1;
      return rest;
    });
    return { ...section, items };
  });
  return { sections, removed };
}

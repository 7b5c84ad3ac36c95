import type { TemplateId } from '@portfolio/shared/templates';
import techfolioThumbnail from '../../../assets/template-1-thumbnail.webp?no-inline';
import monographThumbnail from '../../../assets/template-2-thumbnail.webp?no-inline';
import studioThumbnail from '../../../assets/template-3-thumbnail.webp?no-inline';
import galleryThumbnail from '../../../assets/template-4-thumbnail.webp?no-inline';
import sidebarThumbnail from '../../../assets/template-5-thumbnail.webp?no-inline';
import spotlightThumbnail from '../../../assets/template-6-thumbnail.webp?no-inline';
import paperThumbnail from '../../../assets/template-7-thumbnail.webp?no-inline';
import terminalThumbnail from '../../../assets/template-8-thumbnail.webp?no-inline';

/**
 * Each template's thumbnail: a screenshot of the real template filled with the sample data, made
 * in Chromium by `npm run thumbnails` (scripts/thumbnails.ts), 640×400.
 */
export const TEMPLATE_THUMBNAILS: Record<TemplateId, { src: string; alt: string }> = {
  1: {
    src: techfolioThumbnail,
    alt: 'The Techfolio template with sample data: a deep indigo header with name, role, contact links and a cover picture, then a section menu and About.',
  },
  2: {
    src: monographThumbnail,
    alt: 'The Monograph template with sample data: a cream page with the name centred in a large serif face, an italic role, a menu in small capitals and the cover below.',
  },
  3: {
    src: studioThumbnail,
    alt: 'The Studio template with sample data: a near-black page with the name in very large type, the role in yellow, round icon links and a wide cover.',
  },
  4: {
    src: galleryThumbnail,
    alt: 'The Gallery template with sample data: a white page with the name in a geometric face beside a wide cover, a menu in spaced capitals and the projects in columns.',
  },
  5: {
    src: sidebarThumbnail,
    alt: 'The Sidebar template with sample data: name, role and contact links in a white column on the left, the cover and white cards of About and Experience on grey beside it.',
  },
  6: {
    src: spotlightThumbnail,
    alt: 'The Spotlight template with sample data: the name in very large serif type over a soft pink glow, the role in purple italics and a rounded cover beside them.',
  },
  7: {
    src: paperThumbnail,
    alt: 'The Paper template with sample data: one left-aligned column of serif text on white, a plain menu in small capitals and the cover at the width of the text.',
  },
  8: {
    src: terminalThumbnail,
    alt: 'The Terminal template with sample data: a window with three coloured dots on near-black, “$ whoami” over the name in a monospaced face, green links and headings like ~/about.',
  },
};

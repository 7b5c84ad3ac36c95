import type { TemplateId } from '@portfolio/shared/templates';
import techfolioThumbnail from '../../../assets/template-1-thumbnail.webp?no-inline';
import monographThumbnail from '../../../assets/template-2-thumbnail.webp?no-inline';
import studioThumbnail from '../../../assets/template-3-thumbnail.webp?no-inline';

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
};

import type { PortfolioContent } from '@portfolio/shared/portfolio';
import type { PlacedImage } from '@portfolio/shared/project-images';
import sharp from 'sharp';
import type { ImagesService } from '../images/images-service.ts';

/** A demo picture: drawn here (no image file is shipped), the same bytes every start, so stored once. */
type DemoPicture = {
  alt: string;
  caption: string;
  colours: [string, string];
  kind: 'phone' | 'chart' | 'slide';
};

/** Drawn at 1440 × 900, stored at 960 × 600: two sizes to encode, so start-up stays quick. */
const WIDTH = 960;
const HEIGHT = 600;

/** A gradient with a simple drawing of what the picture shows: a phone screen, a chart or a slide. */
function pictureSvg({ colours: [from, to], kind }: DemoPicture): string {
  const drawings = {
    phone: `<rect x="560" y="90" width="320" height="720" rx="40" fill="#ffffff" opacity="0.95"/>
<rect x="590" y="150" width="260" height="160" rx="12" fill="${from}" opacity="0.35"/>
<rect x="590" y="340" width="200" height="24" rx="8" fill="#1f2937" opacity="0.7"/>
<rect x="590" y="384" width="240" height="18" rx="8" fill="#6b7280" opacity="0.5"/>
<rect x="590" y="680" width="260" height="64" rx="14" fill="${to}"/>`,
    chart: `<rect x="200" y="120" width="1040" height="660" rx="24" fill="#ffffff" opacity="0.95"/>
${[420, 340, 280, 210, 160, 130].map((h, i) => `<rect x="${300 + i * 150}" y="${700 - h}" width="90" height="${h}" rx="10" fill="${i > 2 ? to : from}"/>`).join('\n')}
<rect x="260" y="702" width="920" height="4" fill="#374151"/>`,
    slide: `<rect x="160" y="110" width="1120" height="680" rx="20" fill="#111827" opacity="0.9"/>
<rect x="240" y="220" width="640" height="56" rx="12" fill="#ffffff"/>
<rect x="240" y="320" width="860" height="28" rx="10" fill="#9ca3af"/>
<rect x="240" y="372" width="760" height="28" rx="10" fill="#9ca3af"/>
<circle cx="1060" cy="600" r="110" fill="${to}"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1440 900">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
${drawings[kind]}
</svg>`;
}

/** The pictures of each demo project, by title, and of the demo's first talk. */
const PROJECT_PICTURES: Record<string, DemoPicture[]> = {
  ShopFast: [
    {
      alt: 'The ShopFast checkout on a phone: one page, three fields',
      caption: 'The one-page checkout',
      colours: ['#4338ca', '#0ea5e9'],
      kind: 'phone',
    },
    {
      alt: 'Bar chart of page load time falling from 4.2 s to 0.9 s over six releases',
      caption: 'Load time per release',
      colours: ['#0f766e', '#84cc16'],
      kind: 'chart',
    },
    {
      alt: 'The product list on a phone with small, sharp images',
      caption: 'Images cut to each screen',
      colours: ['#9333ea', '#f472b6'],
      kind: 'phone',
    },
  ],
  'Clinic Booking': [
    {
      alt: 'Booking a slot at a clinic on a phone',
      caption: 'Booking in two taps',
      colours: ['#b45309', '#facc15'],
      kind: 'phone',
    },
    {
      alt: 'Chart of weekly bookings rising after launch',
      caption: 'Bookings per week',
      colours: ['#be123c', '#fb923c'],
      kind: 'chart',
    },
  ],
};
const TALK_PICTURE: DemoPicture = {
  alt: 'Title slide: Shipping for 3G phones',
  caption: 'JSConf India, 2024',
  colours: ['#1e3a8a', '#38bdf8'],
  kind: 'slide',
};

/** Stores a demo picture as an image of the demo account (once: its id is its content's). */
async function stored(
  images: Pick<ImagesService, 'upload'>,
  owner: string,
  picture: DemoPicture,
): Promise<PlacedImage> {
  const jpeg = await sharp(Buffer.from(pictureSvg(picture)))
    .jpeg({ quality: 85 })
    .toBuffer();
  const { id, width, height } = await images.upload(owner, jpeg);
  return { id, alt: picture.alt, caption: picture.caption, width, height };
}

/**
 * The demo content with pictures on every project (the first its cover), one placed in ShopFast's
 * case study, and one on the first talk: what an owner's images look like on each template.
 */
export async function withDemoImages(
  images: Pick<ImagesService, 'upload'>,
  owner: string,
  content: PortfolioContent,
): Promise<PortfolioContent> {
  const projects = [];
  for (const project of content.projects) {
    const pictures = PROJECT_PICTURES[project.title] ?? [];
    const placed = [];
    for (const picture of pictures) placed.push(await stored(images, owner, picture));
    const inText = placed[1];
    const caseStudy =
      project.caseStudy && inText
        ? project.caseStudy.replace(
            '\n## What I learned',
            `\n![${inText.alt}](image:${inText.id})\n\n## What I learned`,
          )
        : project.caseStudy;
    projects.push({ ...project, images: placed, coverImageId: placed[0]?.id ?? '', caseStudy });
  }
  const talk = await stored(images, owner, TALK_PICTURE);
  const customSections = content.customSections.map((section, s) => ({
    ...section,
    items: section.items.map((item, i) => (s === 0 && i === 0 ? { ...item, image: talk } : item)),
  }));
  return { ...content, projects, customSections };
}

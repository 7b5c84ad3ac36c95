import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { TEMPLATES, type TemplateId } from '@portfolio/shared/templates';
import type { Theme } from '@portfolio/shared/theme';
import { sampleSite } from '@portfolio/templates/sample-site';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { ImagesService } from '../images/images-service.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { Storage } from '../storage/storage.ts';
import type { UsersRepo } from '../users/repo.ts';
import { withDemoImages } from './demo-images.ts';
import type { Publisher } from './publisher.ts';

export const DEMO_HOSTING_NAME = 'demo';
/** The demo in each template: `demo` (Techfolio), then `demo-2` (Monograph) … `demo-8` (Terminal). */
export const demoHostingName = (templateId: TemplateId) =>
  templateId === 1 ? DEMO_HOSTING_NAME : `${DEMO_HOSTING_NAME}-${templateId}`;
const DEMO_USER_ID = '00000000-0000-7000-8000-00000000d3m0';
// Techfolio's is …d3m01, then …d3m04 onwards (Monograph …d3m04, Studio …d3m05, Terminal …d3m0a).
const demoPortfolioId = (templateId: TemplateId) =>
  `00000000-0000-7000-8000-0000000d3m0${templateId === 1 ? 1 : (templateId + 2).toString(16)}`;
const DEMO_COVER_KEY = 'covers/00000000-0000-7000-8000-0000000d3m02.webp';
const COVER = { width: 1200, height: 675 };

/**
 * Monograph's demo shows an owner's own order of the sections, work first, with one section hidden
 * (its content kept); the others show their template's order.
 */
const DEMO_SECTIONS: Partial<Record<TemplateId, Pick<PortfolioContent, 'sectionOrder' | 'hiddenSections'>>> =
  {
    2: {
      sectionOrder: ['projects', 'experience', 'about', 'articles', 'education', 'achievements'],
      hiddenSections: ['achievements'],
    },
  };

/** Each demo in a theme of its own (issue 27): its accent, font pairing and appearance differ. */
const DEMO_THEMES: Record<TemplateId, Theme> = {
  1: { accent: '#0f766e', fonts: 'mono', appearance: 'system', credit: true },
  2: { accent: '#be123c', fonts: 'editorial', appearance: 'light', credit: true },
  3: { accent: '#a3e635', fonts: 'geometric', appearance: 'dark', credit: true },
  4: { accent: '#0369a1', fonts: 'modern', appearance: 'light', credit: true },
  5: { accent: '#15803d', fonts: 'humanist', appearance: 'system', credit: true },
  6: { accent: '#c2410c', fonts: 'grotesque', appearance: 'dark', credit: true },
  7: { accent: '#7e22ce', fonts: 'classic', appearance: 'light', credit: true },
  8: { accent: '#22c55e', fonts: 'mono', appearance: 'dark', credit: true },
};

const demoContent = (templateId: TemplateId, pictured: PortfolioContent): PortfolioContent => ({
  ...pictured,
  ...DEMO_SECTIONS[templateId],
  theme: DEMO_THEMES[templateId],
});

/** A calm gradient with initials: the demo's cover, drawn here so no image file is shipped. */
function coverSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER.width}" height="${COVER.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4338ca"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="55%" font-family="sans-serif" font-size="220" font-weight="700" fill="#ffffff" text-anchor="middle">AS</text>
</svg>`;
}

/**
 * The demo portfolios, one per template (the home page's Live Demo link opens Techfolio's): owned by
 * a system account that cannot sign in (it has no usable password and its address cannot receive a
 * code), re-published at start-up when their content or template changed since they were published.
 */
type Deps = {
  users: UsersRepo;
  log: Pick<FastifyBaseLogger, 'warn'>;
  portfolios: PortfoliosRepo;
  storage: Storage;
  publisher: Publisher;
  images: Pick<ImagesService, 'upload' | 'settle'>;
};

export async function seedDemo({ users, log, portfolios, storage, publisher, images }: Deps): Promise<void> {
  const now = new Date().toISOString();
  await users.insertIfMissing({
    id: DEMO_USER_ID,
    userName: 'portfolio-maker-demo',
    fullName: 'Portfolio Maker Demo',
    email: 'demo@portfolio-maker.invalid',
    passwordHash: '!',
    role: 'USER',
    createdAt: now,
  });
  if (!(await storage.get(DEMO_COVER_KEY))) {
    await storage.put(DEMO_COVER_KEY, await sharp(Buffer.from(coverSvg())).webp({ quality: 80 }).toBuffer());
  }
  const pictured = await withDemoImages(images, DEMO_USER_ID, sampleSite);
  for (const { id: templateId } of TEMPLATES) {
    const id = demoPortfolioId(templateId);
    // A demo of a template added later has a name an owner may have taken before it was reserved:
    // theirs stays, and that template has no demo here.
    const holder = await portfolios.holderOf(demoHostingName(templateId));
    if (holder !== undefined && holder !== id) {
      log.warn({ hostingName: demoHostingName(templateId) }, 'demo site not seeded: an owner has its name');
      continue;
    }
    const content = JSON.stringify(demoContent(templateId, pictured));
    await portfolios.upsert(
      {
        id,
        user_id: DEMO_USER_ID,
        hosting_name: demoHostingName(templateId),
        title: sampleSite.title,
        content,
        cover_image: DEMO_COVER_KEY,
        cover_width: COVER.width,
        cover_height: COVER.height,
        status: 'live',
        created_at: now,
        updated_at: now,
        published_at: now,
        template_id: templateId,
      },
      { content, title: sampleSite.title, updated_at: now, template_id: templateId },
    );
    await publisher.publish(id, { onlyIfChanged: true });
  }
  // Placed: kept for good, not swept as an upload no save placed.
  await images.settle(DEMO_USER_ID, pictured);
}

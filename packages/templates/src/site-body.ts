import type { CustomSection } from '@portfolio/shared/portfolio';
import {
  CUSTOM_SECTION_ID_PATTERN,
  type CustomSectionKey,
  customSectionKey,
  dateOrRangeParts,
  formatMonth,
  isCustomSectionKey,
  newestFirst,
  orderedSections,
  PROFILE_FIELDS,
  type ProfileField,
  periodParts,
  type SectionKey,
  type SiteSectionId,
} from '@portfolio/shared/site-rules';
import { createElement as h, type ReactNode } from 'react';
import { caseStudyPages } from './case-study-pages.ts';
import { ICON_PATHS, type IconName } from './icons.ts';
import { imageFigure, projectImages, shownImage } from './placed-images.ts';
import { safeHref, telHref } from './safe-values.ts';
import type { SiteData, SiteImage } from './site-data.ts';

// The markup every template shares. Pure components: no state, no effects, no scripts, so the same
// markup renders the editor's live preview and the published static page. React escapes every
// text. Written with createElement (no JSX) so the server runs this file directly on Node's type
// stripping (decision 12). Each template is this skeleton with its own section order, its own
// placement of the photo and cover, and its own stylesheet.

/** The site's sections: their ids live in packages/shared (the content's order and hidden lists name them). */
export type SectionId = SiteSectionId;

/** What makes one template's page differ from another's, beyond its stylesheet. */
export type Layout = {
  /** Class on <body>'s first element, the stylesheet's hook. */
  name: string;
  /** The template's own order of the sections: a site whose owner never reordered shows this. */
  sections: readonly SectionId[];
  /** Where the cover goes: beside the introduction, or across the page below it. */
  cover: 'beside' | 'below';
  /**
   * How wide images are shown (`sizes`): the site's cover; a project's cover leading its card, and
   * each of the others in the card's gallery (thumbnails, stacked or a grid).
   */
  imageSizes: { cover: string; lead: string; gallery: string };
};

const SECTION_TITLES: Record<SectionId, string> = {
  about: 'About',
  experience: 'Experience',
  projects: 'Projects',
  education: 'Education',
  achievements: 'Achievements',
  articles: 'Writing',
  skills: 'Skills',
  services: 'Services',
  testimonials: 'Testimonials',
};

/** The list each section but About shows: an empty list leaves the section out. */
const SECTION_LISTS = {
  experience: 'experiences',
  projects: 'projects',
  education: 'educations',
  achievements: 'achievements',
  articles: 'articles',
  skills: 'skills',
  services: 'services',
  testimonials: 'testimonials',
} as const satisfies Record<Exclude<SectionId, 'about'>, keyof SiteData>;

const time = (date: string) => h('time', { dateTime: date }, formatMonth(date));

function period(start: string, end: string): ReactNode {
  const parts = periodParts(start, end, time);
  return parts.length > 0 ? h('p', { className: 'meta' }, ...parts) : null;
}

/** A project card's link to its case-study page (a path under the site: `atlas/`), when it has one. */
function caseStudyLink(path: string | undefined, title: string): ReactNode {
  if (!path) return null;
  const label = `Read the case study${title ? `: ${title}` : ''}`;
  return h('p', { className: 'more' }, h('a', { href: path, 'aria-label': label }, 'Read the case study'));
}

/** A link only when the address is http(s), mailto or tel; otherwise just the text (or nothing). */
function link(href: string | undefined, text: ReactNode, fallback: ReactNode = null): ReactNode {
  const safe = safeHref(href);
  return safe ? h('a', { href: safe, rel: 'noopener noreferrer' }, text) : fallback;
}

function icon(name: IconName): ReactNode {
  return h(
    'svg',
    {
      className: 'icon',
      viewBox: '0 0 24 24',
      width: 20,
      height: 20,
      'aria-hidden': true,
      focusable: 'false',
    },
    h('path', { d: ICON_PATHS[name], fill: 'currentColor' }),
  );
}

const meta = (text: string) => (text ? h('p', { className: 'meta' }, text) : null);
const para = (text: string, className?: string) => (text ? h('p', { className }, text) : null);

/** Skills as chips: a tech stack typed as 'React, Node.js; AWS'. */
function chips(text: string): ReactNode {
  const skills = text
    .split(/[,;\n]/)
    .map((skill) => skill.trim())
    .filter(Boolean);
  if (skills.length === 0) return null;
  return h(
    'ul',
    { className: 'chips', 'aria-label': 'Skills' },
    skills.map((skill, i) => h('li', { key: `${i}-${skill}` }, skill)),
  );
}

/**
 * An image of the site; with `sources`, a <picture> of them shown `sizes` wide (its box is the
 * image's: `.frame` is `display: contents`, so the template's rules for the <img> still hold, and
 * its <source>s take no box, or a grid would give each a cell of its own).
 */
function image(img: SiteImage, className: string, alt: string, priority: boolean, sizes = ''): ReactNode {
  const tag = h('img', {
    className,
    src: img.src,
    width: img.width,
    height: img.height,
    alt,
    ...(priority ? { fetchPriority: 'high' } : { loading: 'lazy' }),
    decoding: 'async',
  });
  if (!img.sources?.length) return tag;
  return h(
    'picture',
    { className: 'frame' },
    ...img.sources.map(({ type, srcset }) => h('source', { key: type, type, srcSet: srcset, sizes })),
    tag,
  );
}

/** Each profile link's icon and the name a screen reader says for it. */
const SOCIAL: Record<ProfileField, [IconName, string]> = {
  linkidenUrl: ['linkedin', 'LinkedIn'],
  githubUrl: ['github', 'GitHub'],
  twitterUrl: ['x', 'X (Twitter)'],
  instagramUrl: ['instagram', 'Instagram'],
  facebookUrl: ['facebook', 'Facebook'],
};

function contactList(data: SiteData): ReactNode {
  const entries: ReactNode[] = [];
  const mail = data.email && safeHref(`mailto:${data.email}`);
  if (mail)
    entries.push(
      h('li', { key: 'email' }, h('a', { href: mail }, icon('email'), h('span', null, data.email))),
    );
  for (const phone of [data.contactNumber, data.alternateContactNumber]) {
    if (!phone) continue;
    const tel = telHref(phone);
    entries.push(
      h(
        'li',
        { key: `tel-${phone}` },
        tel ? h('a', { href: tel }, icon('phone'), h('span', null, phone)) : phone,
      ),
    );
  }
  if (data.address) entries.push(h('li', { key: 'address', className: 'address' }, data.address));
  const social = PROFILE_FIELDS.map((field) => {
    const [name, label] = SOCIAL[field];
    const href = safeHref(data[field]);
    return href?.startsWith('http')
      ? h(
          'li',
          { key: name },
          h(
            'a',
            { href, rel: 'me noopener noreferrer', className: 'social' },
            icon(name),
            h('span', { className: 'sr' }, label),
          ),
        )
      : null;
  }).filter(Boolean);
  return h(
    'div',
    { className: 'reach' },
    entries.length > 0 && h('ul', { className: 'contact', 'aria-label': 'Contact' }, ...entries),
    social.length > 0 && h('ul', { className: 'socials', 'aria-label': 'Profiles' }, ...social),
  );
}

function hasSection(data: SiteData, id: SectionId): boolean {
  // Content saved before a list existed has none of it.
  return id === 'about' ? Boolean(data.aboutMe) : (data[SECTION_LISTS[id]] ?? []).length > 0;
}

function section(id: SectionId, ...children: ReactNode[]): ReactNode {
  return h(
    'section',
    { id, 'aria-labelledby': `${id}-title`, key: id, className: `section section-${id}` },
    h('h2', { id: `${id}-title` }, SECTION_TITLES[id]),
    ...children,
  );
}

const list = (className: string, children: ReactNode[]) =>
  h('ul', { className: `items ${className}` }, ...children);
const item = (key: string, ...children: ReactNode[]) => h('li', { className: 'item', key }, ...children);

/** How wide an item of the owner's own section shows its image: at most 26rem (styles.ts). */
const ITEM_IMAGE_SIZES = '(min-width: 30rem) 26rem, calc(100vw - 5rem)';

/**
 * A project's cover leading its card, and its other images as the card's gallery (in the owner's
 * order) inside a closed <details>: "5 more images". Browsers do not fetch a lazy image in a closed
 * <details> until it is opened (decision 56), so a home page of many projects costs its visitor one
 * picture per project, and every picture is still one tap away, with no script.
 */
function projectShots(project: SiteData['projects'][number], sizes: Layout['imageSizes']) {
  const [cover, ...others] = projectImages(project);
  const title = project.title || 'the project';
  return {
    lead: cover && imageFigure(cover, sizes.lead, 'shot lead'),
    gallery:
      others.length > 0 &&
      h(
        'details',
        { className: 'more-images' },
        h(
          'summary',
          null,
          `${others.length} more ${others.length === 1 ? 'image' : 'images'}`,
          h('span', { className: 'sr' }, ` of ${title}`),
        ),
        h(
          'ul',
          { className: 'gallery', 'aria-label': `Images of ${title}` },
          others.map((image) => h('li', { key: image.id }, imageFigure(image, sizes.gallery))),
        ),
      ),
  };
}

function sectionBody(data: SiteData, id: SectionId, layout: Layout): ReactNode {
  switch (id) {
    case 'about':
      return section(id, para(data.aboutMe, 'about'));
    case 'experience':
      return section(
        id,
        list(
          'timeline',
          newestFirst(data.experiences, (e) => [e.endDate, e.startDate]).map((e, i) =>
            item(
              `experience-${i}`,
              h('h3', null, [e.role, e.companyName].filter(Boolean).join(' · ')),
              period(e.startDate, e.endDate),
              para(e.summary),
              chips(e.techStack),
            ),
          ),
        ),
      );
    case 'projects': {
      const pages = new Map(caseStudyPages(data).map((page) => [page.project, page.path]));
      return section(
        id,
        list(
          'grid',
          newestFirst(data.projects, (p) => [p.endDate, p.startDate]).map((p, i) => {
            const shots = projectShots(p, layout.imageSizes);
            return item(
              `project-${i}`,
              shots.lead,
              h('h3', null, p.title),
              meta(p.role),
              period(p.startDate, p.endDate),
              para(p.details),
              chips(p.techStack),
              safeHref(p.link) && h('p', { className: 'more' }, link(p.link, `View ${p.title || 'project'}`)),
              caseStudyLink(pages.get(p), p.title),
              shots.gallery,
            );
          }),
        ),
      );
    }
    case 'education':
      return section(
        id,
        list(
          'timeline',
          newestFirst(data.educations, (e) => [e.endDate, e.startDate]).map((e, i) =>
            item(
              `education-${i}`,
              h('h3', null, e.schoolCollegeName || e.course),
              meta([e.course, e.majorField, e.percentage].filter(Boolean).join(' · ')),
              period(e.startDate, e.endDate),
              para(e.yourLearning),
            ),
          ),
        ),
      );
    case 'achievements':
      return section(
        id,
        list(
          'grid',
          newestFirst(data.achievements, (a) => [a.date, '']).map((a, i) =>
            item(
              `achievement-${i}`,
              h('h3', null, a.title),
              a.date && h('p', { className: 'meta' }, time(a.date)),
              para(a.description),
              safeHref(a.link) &&
                h('p', { className: 'more' }, link(a.link, `More about ${a.title || 'this achievement'}`)),
            ),
          ),
        ),
      );
    case 'skills':
      return section(id, skillGroups(data));
    case 'services':
      return section(id, serviceCards(data));
    case 'testimonials':
      return section(id, testimonialQuotes(data));
    case 'articles':
      return section(
        id,
        list(
          'writing',
          newestFirst(data.articles, (a) => [a.date, '']).map((a, i) =>
            item(
              `article-${i}`,
              h('h3', null, link(a.link, a.title || 'Read the article', a.title)),
              a.date && h('p', { className: 'meta' }, time(a.date)),
              para(a.description),
            ),
          ),
        ),
      );
  }
}

/** Each group of skills under its name, its skills as chips. */
function skillGroups(data: SiteData): ReactNode {
  return list(
    'skill-groups',
    data.skills.map((group, i) =>
      item(
        `skills-${i}`,
        group.name && h('h3', null, group.name),
        group.skills.length > 0 &&
          h(
            'ul',
            { className: 'chips', 'aria-label': group.name ? `${group.name} skills` : 'Skills' },
            group.skills.map((skill, j) => h('li', { key: `${j}-${skill}` }, skill)),
          ),
      ),
    ),
  );
}

/** A card per service: its name, its price (or 'On request') and what it is. */
function serviceCards(data: SiteData): ReactNode {
  return list(
    'grid services',
    data.services.map((service, i) =>
      item(
        `service-${i}`,
        h('h3', null, service.name),
        h('p', { className: service.price ? 'price' : 'price on-request' }, service.price || 'On request'),
        para(service.description),
      ),
    ),
  );
}

/** Each testimonial as a quotation with its source: the name (linked when there is a link) and role. */
function testimonialQuotes(data: SiteData): ReactNode {
  return list(
    'grid testimonials',
    data.testimonials.map((t, i) => {
      const href = safeHref(t.link);
      const source = t.name ? h('cite', null, link(href, t.name, t.name)) : link(href, 'Source');
      return item(
        `testimonial-${i}`,
        h(
          'figure',
          { className: 'testimonial' },
          t.quote && h('blockquote', href ? { cite: href } : null, h('p', null, t.quote)),
          (source || t.role) && h('figcaption', null, source, source && t.role ? ', ' : null, t.role || null),
        ),
      );
    }),
  );
}

/** The site's own links ('Contact me', 'Download CV') resolved against its address; others never. */
const ownHref = (href: string | undefined, siteUrl: string) => (href ? safeHref(href, siteUrl) : undefined);

/** The footer: the owner's actions, then the fine print ('Made with Portfolio Maker' unless the owner switched it off). */
function footer(data: SiteData, credit: boolean): ReactNode {
  const contact = ownHref(data.contactUrl, data.siteUrl);
  const resume = ownHref(data.resumeUrl, data.siteUrl);
  const report = safeHref(data.reportUrl);
  const year = new Date().getUTCFullYear();
  return h(
    'footer',
    { className: 'footer' },
    h(
      'div',
      { className: 'wrap' },
      (contact || resume) &&
        h(
          'ul',
          { className: 'actions', 'aria-label': 'More' },
          contact &&
            h('li', { key: 'contact' }, h('a', { className: 'button', href: contact }, 'Contact me')),
          resume && h('li', { key: 'cv' }, h('a', { className: 'button', href: resume }, 'Download CV')),
        ),
      h(
        'p',
        { className: 'fine' },
        data.name ? `© ${year} ${data.name}. ` : '',
        credit && 'Made with ',
        credit && h('a', { href: 'https://portfolio-maker.app/' }, 'Portfolio Maker'),
        credit && '.',
        report && ' ',
        report && h('a', { className: 'report', href: report, rel: 'nofollow' }, 'Report this site'),
      ),
    ),
  );
}

/**
 * The owner's own sections with something to show, by their key (`custom-<id>`): a section with no
 * item, or with an id that is not one of ours (never saved so), is left out.
 */
function customSectionsOf(data: SiteData): Map<CustomSectionKey, CustomSection> {
  const usable = (data.customSections ?? []).filter(
    (custom) => CUSTOM_SECTION_ID_PATTERN.test(custom.id) && custom.items.length > 0,
  );
  return new Map(usable.map((custom) => [customSectionKey(custom.id), custom]));
}

/** A section of the owner's own: its title as the heading, its items newest first (a date alone is its month). */
function customSectionBody(key: CustomSectionKey, custom: CustomSection): ReactNode {
  const items = newestFirst(custom.items, (i) => [i.endDate || i.startDate, i.startDate]);
  return h(
    'section',
    { id: key, 'aria-labelledby': `${key}-title`, key, className: 'section section-custom' },
    h('h2', { id: `${key}-title` }, custom.title),
    list(
      'timeline',
      items.map((i, index) => {
        const parts = dateOrRangeParts(i.startDate, i.endDate, time);
        const picture = shownImage(i.image);
        return item(
          `${key}-${index}`,
          picture && imageFigure(picture, ITEM_IMAGE_SIZES, 'shot lead'),
          h('h3', null, i.title),
          meta(i.subtitle),
          parts.length > 0 && h('p', { className: 'meta' }, ...parts),
          para(i.description),
          safeHref(i.link) &&
            h('p', { className: 'more' }, link(i.link, `More about ${i.title || custom.title}`)),
        );
      }),
    ),
  );
}

/** The body of a site in a template's layout; `credit` is the theme's footer credit. */
export function SiteBody({
  data,
  layout,
  credit,
}: {
  data: SiteData;
  layout: Layout;
  credit: boolean;
}): ReactNode {
  // The owner's order and hidden sections (orderedSections), then only those with something to show.
  const own = customSectionsOf(data);
  const shown = orderedSections<SectionKey>([...layout.sections, ...own.keys()], data).filter((id) =>
    isCustomSectionKey(id) ? own.has(id) : hasSection(data, id),
  );
  const titleOf = (id: SectionKey) => (isCustomSectionKey(id) ? own.get(id)?.title : SECTION_TITLES[id]);
  const bodyOf = (id: SectionKey) => {
    const custom = isCustomSectionKey(id) && own.get(id);
    return custom
      ? customSectionBody(id as CustomSectionKey, custom)
      : sectionBody(data, id as SectionId, layout);
  };
  const heading = data.name || data.title || data.hostingName;
  const cover = data.cover && image(data.cover, 'cover', '', !data.photo, layout.imageSizes.cover);
  return h(
    'div',
    { className: `site ${layout.name}` },
    h('a', { className: 'skip', href: '#content' }, 'Skip to content'),
    h(
      'header',
      { className: 'masthead' },
      h(
        'div',
        { className: 'wrap masthead-inner' },
        data.photo && image(data.photo, 'photo', `Photo of ${heading}`, true),
        h(
          'div',
          { className: 'intro' },
          h('h1', null, heading),
          data.name && data.title && h('p', { className: 'role' }, data.title),
          para(data.summary, 'summary'),
          contactList(data),
        ),
        layout.cover === 'beside' && cover,
      ),
    ),
    shown.length > 1 &&
      h(
        'nav',
        { className: 'toc', 'aria-label': 'Sections' },
        h(
          'ul',
          { className: 'wrap' },
          shown.map((id) => h('li', { key: id }, h('a', { href: `#${id}` }, titleOf(id)))),
        ),
      ),
    h(
      'main',
      { id: 'content', className: 'wrap' },
      layout.cover === 'below' && cover && h('figure', { className: 'cover-figure' }, cover),
      shown.map(bodyOf),
    ),
    footer(data, credit),
  );
}

import { createElement as h, type ReactNode } from 'react';
import { safeHref } from './safe-values.ts';
import type { SiteData } from './site-data.ts';

// The Techfolio template. Pure components: no state, no effects, no scripts, so the same markup
// renders the editor's live preview and the published static page. React escapes every text.
// Written with createElement (no JSX) so the server runs this file directly on Node's type stripping.

const monthFormat = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function formatDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return date && !Number.isNaN(parsed.getTime()) ? monthFormat.format(parsed) : date;
}

const time = (date: string) => h('time', { dateTime: date }, formatDate(date));

function period(start: string, end: string): ReactNode {
  if (!start && !end) return null;
  return h(
    'p',
    { className: 'meta' },
    start && time(start),
    start && ' – ',
    end ? time(end) : start && 'Present',
  );
}

/** A link only when the address is http(s) or mailto; otherwise nothing. */
function link(href: string, text: ReactNode): ReactNode {
  const safe = safeHref(href);
  return safe ? h('a', { href: safe, rel: 'noopener noreferrer' }, text) : null;
}

function section(id: string, title: string, ...children: ReactNode[]): ReactNode {
  return h(
    'section',
    { 'aria-labelledby': `${id}-title` },
    h('h2', { id: `${id}-title` }, title),
    ...children,
  );
}

const meta = (text: string) => (text ? h('p', { className: 'meta' }, text) : null);
const para = (text: string, className?: string) => (text ? h('p', { className }, text) : null);
const items = (two: boolean, children: ReactNode[]) =>
  h('ul', { className: two ? 'items two' : 'items' }, ...children);
const item = (key: string, ...children: ReactNode[]) => h('li', { className: 'item', key }, ...children);

function hero(data: SiteData): ReactNode {
  const links: [string, string][] = [
    [data.email ? `mailto:${data.email}` : '', data.email],
    [data.linkidenUrl, 'LinkedIn'],
    [data.githubUrl, 'GitHub'],
    [data.twitterUrl, 'Twitter'],
    [data.instagramUrl, 'Instagram'],
    [data.facebookUrl, 'Facebook'],
  ];
  const contact = [
    ...links
      .filter(([href]) => safeHref(href))
      .map(([href, label]) => h('li', { key: label }, link(href, label))),
    ...[data.contactNumber, data.alternateContactNumber, data.address]
      .filter(Boolean)
      .map((text) => h('li', { key: text }, text)),
  ];
  return h(
    'header',
    { className: 'hero' },
    h(
      'div',
      { className: 'wrap hero-grid' },
      data.cover &&
        h('img', {
          className: 'cover',
          src: data.cover.src,
          width: data.cover.width,
          height: data.cover.height,
          alt: `Cover image of ${data.name}`,
          fetchPriority: 'high',
        }),
      h(
        'div',
        null,
        h('h1', null, data.name),
        h('p', { className: 'role' }, data.title),
        para(data.summary, 'summary'),
        contact.length > 0 && h('ul', { className: 'contact', 'aria-label': 'Contact' }, ...contact),
      ),
    ),
  );
}

/** The body of a Techfolio site. */
export function TechfolioSite({ data }: { data: SiteData }): ReactNode {
  return h(
    'div',
    null,
    h('a', { className: 'skip', href: '#content' }, 'Skip to content'),
    hero(data),
    h(
      'main',
      { id: 'content', className: 'wrap' },
      data.aboutMe && section('about', 'About Me', para(data.aboutMe, 'about')),
      data.experiences.length > 0 &&
        section(
          'experience',
          'Experience',
          items(
            false,
            data.experiences.map((e, i) =>
              item(
                `experience-${i}`,
                h('h3', null, [e.role, e.companyName].filter(Boolean).join(' · ')),
                period(e.startDate, e.endDate),
                para(e.techStack, 'tags'),
                para(e.summary),
              ),
            ),
          ),
        ),
      data.projects.length > 0 &&
        section(
          'projects',
          'Projects',
          items(
            true,
            data.projects.map((p, i) =>
              item(
                `project-${i}`,
                h('h3', null, p.title),
                meta(p.role),
                period(p.startDate, p.endDate),
                para(p.techStack, 'tags'),
                para(p.details),
                safeHref(p.link) && h('p', null, link(p.link, `View ${p.title || 'project'}`)),
              ),
            ),
          ),
        ),
      data.educations.length > 0 &&
        section(
          'education',
          'Education',
          items(
            false,
            data.educations.map((e, i) =>
              item(
                `education-${i}`,
                h('h3', null, e.schoolCollegeName),
                meta([e.course, e.majorField, e.percentage].filter(Boolean).join(' · ')),
                period(e.startDate, e.endDate),
                para(e.yourLearning),
              ),
            ),
          ),
        ),
      data.achievements.length > 0 &&
        section(
          'achievements',
          'Achievements',
          items(
            true,
            data.achievements.map((a, i) =>
              item(
                `achievement-${i}`,
                h('h3', null, a.title),
                a.date && h('p', { className: 'meta' }, time(a.date)),
                para(a.description),
                safeHref(a.link) && h('p', null, link(a.link, `More about ${a.title || 'this achievement'}`)),
              ),
            ),
          ),
        ),
      data.articles.length > 0 &&
        section(
          'articles',
          'Articles',
          items(
            false,
            data.articles.map((a, i) =>
              item(
                `article-${i}`,
                h('h3', null, safeHref(a.link) ? link(a.link, a.title || a.link) : a.title),
                a.date && h('p', { className: 'meta' }, time(a.date)),
                para(a.description),
              ),
            ),
          ),
        ),
    ),
    h(
      'footer',
      null,
      h(
        'div',
        { className: 'wrap' },
        h(
          'p',
          null,
          `© ${data.name}. Made with `,
          h('a', { href: 'https://portfolio-maker.app/' }, 'Portfolio Maker'),
          '.',
        ),
      ),
    ),
  );
}

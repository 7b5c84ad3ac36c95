import type { CustomSection, PortfolioContent } from '@portfolio/shared/portfolio';
import {
  dateOrRangeParts,
  formatMonth,
  formatPeriod,
  isCustomSectionKey,
  newestFirst,
  orderedSections,
  type SectionKey,
  type SiteSectionId,
  siteSectionOrder,
} from '@portfolio/shared/site-rules';
import { Document, type DocumentProps, Page, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { entry, paragraphs, section } from './blocks.ts';
import { fontFamilyFor } from './fonts.ts';
import { type HeaderOptions, header } from './header.ts';
import { styles } from './styles.ts';

export type ResumeOptions = HeaderOptions & {
  /**
   * The sections to print, in order: the site's (orderedSections with its template's order, hidden
   * ones left out). Missing: Techfolio's order with the content's own order and hidden sections.
   */
  sections?: readonly SectionKey[] | undefined;
};

/**
 * The résumé: name, title, contact lines, then Summary, Experience, Projects, Education,
 * Achievements, Articles, Skills, Services and Testimonials, each dated list newest first, empty
 * sections left out. Every value is a
 * text node, so HTML in a field is printed as the characters it is.
 */
export function resumeDocument(
  content: PortfolioContent,
  options: ResumeOptions,
): ReactElement<DocumentProps> {
  return h(
    Document,
    { title: `${content.name}, ${content.title}`, author: content.name, creator: 'Portfolio Maker' },
    h(
      Page,
      // The faces of every character it prints: of the content as JSON and the site's address, a superset.
      {
        size: 'A4',
        style: { ...styles.page, fontFamily: fontFamilyFor(`${JSON.stringify(content)} ${options.siteUrl}`) },
      },
      h(
        View,
        { style: styles.content },
        header(content, options),
        ...sections(content, options.sections ?? orderedSections(siteSectionOrder(1, content), content)),
      ),
      h(Text, {
        style: styles.pageNumber,
        fixed: true,
        render: ({ pageNumber, totalPages }) => (totalPages > 1 ? `${pageNumber} / ${totalPages}` : ''),
      }),
    ),
  );
}

/**
 * The sections in the order given (`about` is the Summary: the summary and About me). Without
 * `about` (hidden) the summary alone still leads, as it leads the site's masthead.
 */
function sections(content: PortfolioContent, order: readonly SectionKey[]): ReactNode[] {
  const blocks = sectionBlocks(content);
  const summaryAlone = order.includes('about')
    ? []
    : section(
        'Summary',
        [paragraphs(content.summary)].filter((lines) => lines.length > 0),
      );
  const own = new Map((content.customSections ?? []).map((custom) => [`custom-${custom.id}`, custom]));
  return [
    ...summaryAlone,
    ...order.flatMap((id) => (isCustomSectionKey(id) ? customBlock(own.get(id)) : blocks[id]())),
  ];
}

/** A section of the owner's own under its title: each item's title and subtitle, date or range, text and link. */
function customBlock(custom: CustomSection | undefined): ReactNode[] {
  if (!custom) return [];
  return section(
    custom.title,
    custom.items.map((item) =>
      entry({
        title: [item.title, item.subtitle],
        period: dateOrRangeParts(item.startDate, item.endDate, formatMonth).join(''),
        body: item.description,
        link: item.link,
      }),
    ),
  );
}

const dated = (title: string[], period: string, detail: string, body: string, link?: string) =>
  entry({ title, period, detail, body, link });

/** Each section of the site as the résumé prints it, drawn only when asked for. */
function sectionBlocks(content: PortfolioContent): Record<SiteSectionId, () => ReactNode[]> {
  const byEnd = <T extends { startDate: string; endDate: string }>(items: T[]) =>
    newestFirst(items, (item) => [item.endDate, item.startDate]);
  const byDate = <T extends { date: string }>(items: T[]) => newestFirst(items, (item) => [item.date, '']);
  const note = (a: { title: string; date: string; description: string; link: string }) =>
    dated([a.title], a.date && formatMonth(a.date), '', a.description, a.link);
  return {
    about: () =>
      section(
        'Summary',
        [paragraphs(content.summary), paragraphs(content.aboutMe)].filter((lines) => lines.length > 0),
      ),
    experience: () =>
      section(
        'Experience',
        byEnd(content.experiences).map((e) =>
          dated([e.role, e.companyName], formatPeriod(e.startDate, e.endDate), e.techStack, e.summary),
        ),
      ),
    projects: () =>
      section(
        'Projects',
        byEnd(content.projects).map((p) =>
          dated([p.title, p.role], formatPeriod(p.startDate, p.endDate), p.techStack, p.details, p.link),
        ),
      ),
    education: () =>
      section(
        'Education',
        byEnd(content.educations).map((e) =>
          dated(
            [e.schoolCollegeName, [e.course, e.majorField].filter(Boolean).join(', ')],
            formatPeriod(e.startDate, e.endDate),
            e.percentage,
            e.yourLearning,
          ),
        ),
      ),
    achievements: () => section('Achievements', byDate(content.achievements).map(note)),
    articles: () => section('Articles', byDate(content.articles).map(note)),
    ...offerBlocks(content),
  };
}

/** Skills, Services and Testimonials as text: a group's skills on one line, 'On request' for no price. */
function offerBlocks(
  content: PortfolioContent,
): Record<'skills' | 'services' | 'testimonials', () => ReactNode[]> {
  // Content saved before these lists existed has none of them.
  const { skills = [], services = [], testimonials = [] } = content;
  return {
    skills: () =>
      section(
        'Skills',
        skills.map((group) => entry({ title: [group.name], period: '', body: group.skills.join(', ') })),
      ),
    services: () =>
      section(
        'Services',
        services.map((service) =>
          entry({ title: [service.name], period: service.price || 'On request', body: service.description }),
        ),
      ),
    testimonials: () =>
      section(
        'Testimonials',
        testimonials.map((t) =>
          entry({ title: [t.name, t.role], period: '', body: t.quote && `“${t.quote}”`, link: t.link }),
        ),
      ),
  };
}

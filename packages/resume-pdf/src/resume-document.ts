import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { formatMonth, formatPeriod, newestFirst } from '@portfolio/shared/site-rules';
import { Document, type DocumentProps, Page, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { entry, paragraphs, section } from './blocks.ts';
import { type HeaderOptions, header } from './header.ts';
import { styles } from './styles.ts';

export type ResumeOptions = HeaderOptions;

/**
 * The résumé: name, title, contact lines, then Summary, Experience, Projects, Education,
 * Achievements and Articles, each list newest first, empty sections left out. Every value is a
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
      { size: 'A4', style: styles.page },
      h(View, { style: styles.content }, header(content, options), ...sections(content)),
      h(Text, {
        style: styles.pageNumber,
        fixed: true,
        render: ({ pageNumber, totalPages }) => (totalPages > 1 ? `${pageNumber} / ${totalPages}` : ''),
      }),
    ),
  );
}

function sections(content: PortfolioContent): ReactNode[] {
  const experiences = newestFirst(content.experiences, (e) => [e.endDate, e.startDate]);
  const projects = newestFirst(content.projects, (p) => [p.endDate, p.startDate]);
  const educations = newestFirst(content.educations, (e) => [e.endDate, e.startDate]);
  const achievements = newestFirst(content.achievements, (a) => [a.date, '']);
  const articles = newestFirst(content.articles, (a) => [a.date, '']);
  return [
    ...section(
      'Summary',
      [paragraphs(content.summary), paragraphs(content.aboutMe)].filter((lines) => lines.length > 0),
    ),
    ...section(
      'Experience',
      experiences.map((e) =>
        entry({
          title: [e.role, e.companyName],
          period: formatPeriod(e.startDate, e.endDate),
          detail: e.techStack,
          body: e.summary,
        }),
      ),
    ),
    ...section(
      'Projects',
      projects.map((p) =>
        entry({
          title: [p.title, p.role],
          period: formatPeriod(p.startDate, p.endDate),
          detail: p.techStack,
          body: p.details,
          link: p.link,
        }),
      ),
    ),
    ...section(
      'Education',
      educations.map((e) =>
        entry({
          title: [e.schoolCollegeName, [e.course, e.majorField].filter(Boolean).join(', ')],
          period: formatPeriod(e.startDate, e.endDate),
          detail: e.percentage,
          body: e.yourLearning,
        }),
      ),
    ),
    ...section(
      'Achievements',
      achievements.map((a) =>
        entry({ title: [a.title], period: a.date && formatMonth(a.date), body: a.description, link: a.link }),
      ),
    ),
    ...section(
      'Articles',
      articles.map((a) =>
        entry({ title: [a.title], period: a.date && formatMonth(a.date), body: a.description, link: a.link }),
      ),
    ),
  ];
}

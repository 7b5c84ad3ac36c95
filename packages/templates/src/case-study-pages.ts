import { projectSlugs } from '@portfolio/shared/project-pages';
import type { SiteData } from './site-data.ts';

/** A project with a case study: its page's path under the site (`atlas/`) and absolute address. */
export type CaseStudyPage = {
  project: SiteData['projects'][number];
  slug: string;
  path: string;
  url: string;
};

/**
 * The site's case-study pages (issue 26 item 2): one for each project with a write-up, at its slug
 * (projectSlugs: the owner's, or made from the title). None while the Projects section is hidden.
 * Without Markdown, so the editor's preview can link the cards without loading the renderer.
 */
export function caseStudyPages(data: SiteData): CaseStudyPage[] {
  if (data.hiddenSections?.includes('projects')) return [];
  const slugs = projectSlugs(data.projects);
  return data.projects.flatMap((project, i) => {
    const slug = slugs[i] as string;
    if (!project.caseStudy?.trim()) return [];
    return [{ project, slug, path: `${slug}/`, url: new URL(`${slug}/`, data.siteUrl).href }];
  });
}

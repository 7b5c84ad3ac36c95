import { formatMonth, periodParts } from '@portfolio/shared/site-rules';
import type { TemplateId } from '@portfolio/shared/templates';
import { type CaseStudyPage, caseStudyPages } from './case-study-pages.ts';
import { LOOKS } from './looks.ts';
import { markdownToHtml } from './markdown.ts';
import { pageHeadLines } from './page-head.ts';
import { largestWebp, projectImages } from './placed-images.ts';
import type { SiteFile } from './render-site.ts';
import { escapeHtml as e, safeHref } from './safe-values.ts';
import type { SiteData } from './site-data.ts';
import { themeOf } from './theme-css.ts';

// A project's case-study page (issue 26 item 2): its write-up rendered from Markdown on the server
// (markdown.ts), in the site's template, at `/{slug}/` of the site: no script, its own title,
// description, canonical address and Open Graph tags, and a link back to the site.

const cut = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 3).trimEnd()}…` : text);

/** The description: the project's details, else the write-up's first words without Markdown marks. */
function descriptionOf({ project }: CaseStudyPage): string {
  const plain = project.details || (project.caseStudy ?? '').replace(/[#>*_`[\]()!]+|^\s*[-+]\s/gm, ' ');
  return cut(plain.replace(/\s+/g, ' ').trim());
}

/** How wide the write-up's images are shown: the page's column (44rem, less its padding). */
const PROSE_IMAGE_SIZES = '(min-width: 44rem) 41.5rem, calc(100vw - 2.5rem)';

/** The page's share image: the project's cover (its largest WebP), else the site's share image, else its cover. */
function shareImage(data: SiteData, page: CaseStudyPage) {
  const [cover] = projectImages(page.project);
  const absolute = (src: string) => new URL(src, data.siteUrl).href;
  if (cover) {
    const { src, width, height } = largestWebp(cover);
    return { url: absolute(src), width, height, alt: cover.alt };
  }
  if (data.share) return { ...data.share, url: absolute(data.share.src) };
  return data.cover ? { url: absolute(data.cover.src) } : undefined;
}

function head(templateId: TemplateId, data: SiteData, page: CaseStudyPage): string {
  const title = [page.project.title || 'Case study', data.name || data.hostingName].join(' — ');
  return pageHeadLines(templateId, {
    title,
    description: descriptionOf(page),
    url: page.url,
    icon: '../favicon.svg',
    ogType: 'article',
    image: shareImage(data, page),
    theme: themeOf(templateId, data),
  }).join('\n');
}

/** The project's role, dates and stack above the write-up, and its link below. */
function projectFacts({ project }: CaseStudyPage): { above: string; below: string } {
  const time = (date: string) => `<time datetime="${e(date)}">${e(formatMonth(date))}</time>`;
  const period = periodParts(project.startDate, project.endDate, time).join('');
  const facts = [project.role && e(project.role), period].filter(Boolean);
  const stack = project.techStack
    .split(/[,;\n]/)
    .map((skill) => skill.trim())
    .filter(Boolean);
  const href = safeHref(project.link);
  return {
    above: [
      facts.length > 0 ? `<p class="meta">${facts.join(' · ')}</p>` : '',
      stack.length > 0
        ? `<ul class="chips" aria-label="Skills">${stack.map((s) => `<li>${e(s)}</li>`).join('')}</ul>`
        : '',
    ].join(''),
    below: href
      ? `<p class="more"><a href="${e(href)}" rel="noopener noreferrer">View ${e(project.title || 'project')}</a></p>`
      : '',
  };
}

/** One case-study page: the complete, static HTML document. */
export function renderCaseStudyPageHtml(templateId: TemplateId, data: SiteData, page: CaseStudyPage): string {
  const owner = data.name || data.title || data.hostingName;
  const facts = projectFacts(page);
  const back = `<p class="back"><a href="../#projects">Back to ${e(owner)}’s site</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
${head(templateId, data, page)}
</head>
<body>
<div class="site ${LOOKS[templateId].layout.name}"><a class="skip" href="#content">Skip to content</a>
<header class="masthead compact"><div class="wrap"><p class="site-name"><a href="../">${e(owner)}</a></p></div></header>
<main id="content" class="wrap page case-study"><article>
<h1>${e(page.project.title || 'Case study')}</h1>
${facts.above}
<div class="prose">
${markdownToHtml(page.project.caseStudy ?? '', { images: projectImages(page.project), sizes: PROSE_IMAGE_SIZES })}</div>
${facts.below}
</article>
${back}</main></div>
</body>
</html>
`;
}

/** Every case-study page of the site, as files at `{slug}/index.html`. */
export function renderCaseStudyPages(templateId: TemplateId, data: SiteData): SiteFile[] {
  return caseStudyPages(data).map((page) => ({
    path: `${page.path}index.html`,
    body: renderCaseStudyPageHtml(templateId, data, page),
    type: 'text/html; charset=utf-8',
  }));
}

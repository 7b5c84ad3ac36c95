import { PROFILE_FIELDS } from '@portfolio/shared/site-rules';
import type { TemplateId } from '@portfolio/shared/templates';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { caseStudyPages } from './case-study-pages.ts';
import { LOOKS } from './looks.ts';
import { faviconColours, headStartLines, pageHeadLines } from './page-head.ts';
import { escapeHtml, safeHref } from './safe-values.ts';
import { SiteBody } from './site-body.ts';
import type { SiteData } from './site-data.ts';
import { themeOf } from './theme-css.ts';

/** A file of a published site: its path under the site, its content and its media type. */
export type SiteFile = { path: string; body: string; type: string };

/** JSON for a <script type="application/ld+json"> block: no sequence in it can close the block. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function description(data: SiteData): string {
  const text = data.summary || [data.name, data.title].filter(Boolean).join(' — ');
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/** Up to two initials of the owner's name (any script), or of the hosting name. */
export function initialsOf(name: string, fallback: string): string {
  const words = (name.trim() || fallback).split(/[\s\-_.]+/u).filter(Boolean);
  const letters = words.map((word) => Array.from(word)[0] ?? '');
  const picked = letters.length > 1 ? [letters[0], letters[letters.length - 1]] : letters;
  return picked.join('').toLocaleUpperCase() || '•';
}

function favicon(templateId: TemplateId, data: SiteData): string {
  const [ground, ink] = faviconColours(templateId, themeOf(templateId, data));
  const { font } = LOOKS[templateId].favicon;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${ground}"/><text x="32" y="42" font-family="${font}" font-size="28" font-weight="700" fill="${ink}" text-anchor="middle">${escapeHtml(initialsOf(data.name, data.hostingName))}</text></svg>\n`;
}

function head(templateId: TemplateId, data: SiteData): string {
  const title = [data.name, data.title].filter(Boolean).join(' — ') || data.hostingName;
  const desc = description(data);
  const abs = (src: string) => new URL(src, data.siteUrl).href;
  const coverUrl = data.cover ? abs(data.cover.src) : undefined;
  const sameAs = PROFILE_FIELDS.map((field) => safeHref(data[field])).filter((href) =>
    href?.startsWith('http'),
  );
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: data.name || undefined,
    jobTitle: data.title || undefined,
    email: data.email ? `mailto:${data.email}` : undefined,
    url: data.siteUrl,
    image: data.photo ? abs(data.photo.src) : coverUrl,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
  return [
    ...pageHeadLines(templateId, {
      title,
      description: desc,
      url: data.siteUrl,
      icon: 'favicon.svg',
      ogType: 'profile',
      image: data.share
        ? { ...data.share, url: abs(data.share.src) }
        : coverUrl
          ? { url: coverUrl, width: data.cover?.width, height: data.cover?.height }
          : undefined,
      theme: themeOf(templateId, data),
    }),
    `<script type="application/ld+json">${jsonForScript(person)}</script>`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The site's page alone: the complete, static HTML document (the editor's preview shows it). */
export function renderSitePageHtml(templateId: TemplateId, data: SiteData): string {
  const body = renderToStaticMarkup(
    createElement(SiteBody, {
      data,
      layout: LOOKS[templateId].layout,
      credit: themeOf(templateId, data).credit,
    }),
  );
  return `<!doctype html>\n<html lang="en">\n<head>\n${head(templateId, data)}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

/**
 * Every file of a site in a template: its page (no JavaScript, one inline stylesheet, title, meta
 * description, canonical, Open Graph and a JSON-LD Person), a favicon of the owner's initials, a
 * sitemap and a robots.txt that points to it. The cover and photo are stored by the publisher.
 */
export function renderSite(templateId: TemplateId, data: SiteData): SiteFile[] {
  const sitemapUrl = new URL('sitemap.xml', data.siteUrl).href;
  const lastmod = `<lastmod>${new Date().toISOString().slice(0, 10)}</lastmod>`;
  const urls = [data.siteUrl, ...caseStudyPages(data).map(({ url }) => url)]
    .map((url) => `<url><loc>${escapeHtml(url)}</loc>${lastmod}</url>`)
    .join('');
  return [
    { path: 'index.html', body: renderSitePageHtml(templateId, data), type: 'text/html; charset=utf-8' },
    { path: 'favicon.svg', body: favicon(templateId, data), type: 'image/svg+xml' },
    {
      path: 'sitemap.xml',
      body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`,
      type: 'application/xml; charset=utf-8',
    },
    {
      path: 'robots.txt',
      body: `User-agent: *\nAllow: /\nSitemap: ${sitemapUrl}\n`,
      type: 'text/plain; charset=utf-8',
    },
  ];
}

/**
 * Another page of a site (its contact form, thank-you and notice pages) in the site's template
 * and theme: the same stylesheet, fonts and favicon, a header naming the site with a link back to
 * it. `bodyHtml` must already be escaped HTML; `siteName` is escaped here.
 */
export function renderSitePage(
  templateId: TemplateId,
  {
    title,
    bodyHtml,
    siteName,
    theme,
  }: { title: string; bodyHtml: string; siteName: string; theme?: SiteData['theme'] },
): string {
  const { layout } = LOOKS[templateId];
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
${headStartLines(templateId, themeOf(templateId, { theme })).join('\n')}
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<link rel="icon" href="favicon.svg" type="image/svg+xml">
</head>
<body>
<div class="site ${layout.name}"><header class="masthead compact"><div class="wrap"><p class="site-name"><a href="./">${e(siteName || 'Back to the site')}</a></p></div></header>
<main id="content" class="wrap page">${bodyHtml}</main></div>
</body>
</html>
`;
}

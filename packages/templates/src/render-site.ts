import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { safeHref } from './safe-values.ts';
import type { SiteData } from './site-data.ts';
import { TECHFOLIO_CSS } from './styles.ts';
import { TechfolioSite } from './techfolio-site.ts';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON for a <script type="application/ld+json"> block: no sequence in it can close the block. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function description(data: SiteData): string {
  const text = data.summary || `${data.name} — ${data.title}`;
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/**
 * The complete, static HTML document of a Techfolio site: no JavaScript, one inline stylesheet,
 * title, meta description, canonical and Open Graph tags, and a JSON-LD Person.
 */
export function renderSite(data: SiteData): string {
  const title = `${data.name} — ${data.title}`;
  const desc = description(data);
  const coverUrl = data.cover ? new URL(data.cover.src, data.siteUrl).href : undefined;
  const sameAs = [data.linkidenUrl, data.githubUrl, data.twitterUrl, data.instagramUrl, data.facebookUrl]
    .map(safeHref)
    .filter((href) => href?.startsWith('http'));
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: data.name,
    jobTitle: data.title,
    email: data.email ? `mailto:${data.email}` : undefined,
    url: data.siteUrl,
    image: coverUrl,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
  const meta = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeAttribute(title)}</title>`,
    `<meta name="description" content="${escapeAttribute(desc)}">`,
    `<link rel="canonical" href="${escapeAttribute(data.siteUrl)}">`,
    `<meta property="og:type" content="profile">`,
    `<meta property="og:title" content="${escapeAttribute(title)}">`,
    `<meta property="og:description" content="${escapeAttribute(desc)}">`,
    `<meta property="og:url" content="${escapeAttribute(data.siteUrl)}">`,
    coverUrl ? `<meta property="og:image" content="${escapeAttribute(coverUrl)}">` : '',
    `<meta name="twitter:card" content="${coverUrl ? 'summary_large_image' : 'summary'}">`,
    `<style>${TECHFOLIO_CSS}</style>`,
    `<script type="application/ld+json">${jsonForScript(person)}</script>`,
  ]
    .filter(Boolean)
    .join('\n');
  const body = renderToStaticMarkup(createElement(TechfolioSite, { data }));
  return `<!doctype html>\n<html lang="en">\n<head>\n${meta}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

import { accentColours } from '@portfolio/shared/readable-colours';
import type { TemplateId } from '@portfolio/shared/templates';
import { type SiteTheme, TEMPLATE_GROUNDS } from '@portfolio/shared/theme';
import { FONT_PATH, pairingFiles } from './fonts.ts';
import { LOOKS } from './looks.ts';
import { escapeHtml as e } from './safe-values.ts';
import { siteStylesheet } from './theme-css.ts';

/** The favicon's ground and ink: the template's own, or the owner's accent (as it reads in light) under its button label. */
export function faviconColours(templateId: TemplateId, { accent }: SiteTheme): [string, string] {
  if (!accent) return [LOOKS[templateId].favicon.ground, LOOKS[templateId].favicon.ink];
  const colours = accentColours(accent, TEMPLATE_GROUNDS[templateId].light);
  return [colours.accent, colours.onAccent];
}

type PageMeta = {
  title: string;
  description: string;
  /** The page's canonical address, also its og:url. */
  url: string;
  /** The site's favicon, relative to this page. */
  icon: string;
  ogType: 'profile' | 'article';
  image?: { url: string; width?: number | undefined; height?: number | undefined; alt?: string | undefined };
  theme: SiteTheme;
};

/**
 * The lines that open every page's head: charset, viewport, the pairing's two fonts preloaded (so
 * they usually arrive before the first paint and the swap moves no text: large type reflowing late
 * is a layout shift Lighthouse counts) and the page's one stylesheet. Nothing of the owner's comes
 * before the stylesheet: the server's CSP for the page names the first one it finds (site-policy.ts).
 */
export function headStartLines(templateId: TemplateId, theme: SiteTheme): string[] {
  return [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    ...pairingFiles(theme.fonts).map(
      (file) => `<link rel="preload" href="${FONT_PATH}${file}" as="font" type="font/woff2" crossorigin>`,
    ),
    `<style>${siteStylesheet(templateId, theme)}</style>`,
  ];
}

/**
 * The head every page of a site shares (home page and case-study pages): headStartLines, then
 * title, description, theme colour, canonical, icon, Open Graph and Twitter card. One line each;
 * empty ones left out.
 */
export function pageHeadLines(templateId: TemplateId, meta: PageMeta): string[] {
  const { title, description: desc, url, image } = meta;
  return [
    ...headStartLines(templateId, meta.theme),
    `<title>${e(title)}</title>`,
    desc ? `<meta name="description" content="${e(desc)}">` : '',
    `<meta name="theme-color" content="${faviconColours(templateId, meta.theme)[0]}">`,
    `<link rel="canonical" href="${e(url)}">`,
    `<link rel="icon" href="${meta.icon}" type="image/svg+xml">`,
    `<meta property="og:type" content="${meta.ogType}">`,
    `<meta property="og:title" content="${e(title)}">`,
    desc ? `<meta property="og:description" content="${e(desc)}">` : '',
    `<meta property="og:url" content="${e(url)}">`,
    image ? `<meta property="og:image" content="${e(image.url)}">` : '',
    image?.width ? `<meta property="og:image:width" content="${image.width}">` : '',
    image?.height ? `<meta property="og:image:height" content="${image.height}">` : '',
    image?.alt ? `<meta property="og:image:alt" content="${e(image.alt)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    image ? `<meta name="twitter:image" content="${e(image.url)}">` : '',
  ].filter(Boolean);
}

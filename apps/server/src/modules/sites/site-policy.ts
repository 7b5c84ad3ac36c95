import { createHash } from 'node:crypto';
import { FONT_FILES } from '@portfolio/templates/fonts';
import type { Config } from '../../config.ts';
import { securityHeaders } from '../../http/security-headers.ts';
import { type Asset, negotiate, type SiteFile } from './site-files.ts';

const styleHash = (css: string | Buffer) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

export const NOT_LIVE_CSS =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;color:#1e293b}';

/**
 * No scripts at all; only this site's own images and fonts and exactly the inline stylesheets
 * given (a site's page carries its own, see pagePolicy); forms (the contact form) post only to
 * the site itself.
 */
export function sitePolicy(...styles: (string | Buffer)[]): string {
  return policyOf(styles.map(styleHash));
}

/** The policy allowing the inline stylesheets of these hashes (`'sha256-…'`), none when empty. */
function policyOf(styleHashes: string[]): string {
  return [
    "default-src 'none'",
    "img-src 'self'",
    "font-src 'self'",
    // Nothing here can run a script; tools such as Lighthouse fetch robots.txt from the page.
    "connect-src 'self'",
    `style-src ${styleHashes.length > 0 ? styleHashes.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const SITE_NAME = /^[a-z][a-z0-9-]{1,39}$/;

/** `cover-<16 hex of its SHA-256>.webp` (see image-files.ts) and its sizes, `cover-<hex>-<width>.<avif|webp>` (cover-sizes.ts). */
export const COVER_FILE = /^cover-([0-9a-f]{16})(?:-[0-9]{3,4})?\.(webp|avif)$/;
export const PHOTO_FILE = /^photo-[0-9a-f]{16}\.webp$/;
/** `share-<16 hex>.png|jpg`, named by what it shows (see share-image.ts). */
export const SHARE_FILE = /^share-[0-9a-f]{16}\.(png|jpg)$/;

/** The PDF résumé every live site has (linked from the site unless its owner turned the link off). */
export const RESUME_FILE = 'resume.pdf';

/**
 * The policy of one page of a site: its own stylesheet allowed by its hash. Each site's theme makes
 * its stylesheet its own (decision 50), so the hash is taken from the page itself, or given when
 * the page's publish took it already (its pack keeps it: a view not in memory then hashes nothing).
 */
export function pagePolicy(html: string | Buffer, styleHashes = pageStyleHashes(html)): string {
  return policyOf(styleHashes);
}

/**
 * The hash of a page's stylesheet, as its policy names it; none for a page without one. Only the
 * first stylesheet of the head counts: everything of the owner's in a head is escaped and comes
 * after it, so a second one could only be injected, and is refused.
 */
export function pageStyleHashes(html: string | Buffer): string[] {
  const style = firstStyleOf(typeof html === 'string' ? Buffer.from(html) : html);
  return style === undefined ? [] : [styleHash(style)];
}

/**
 * The bytes of a page's stylesheet, the first `<style>` of its head, which the templates write
 * before any text of the owner's (none if it holds a '<'); found in the bytes, so a page loaded
 * from storage is neither decoded nor copied (a view not in memory pays for this).
 */
function firstStyleOf(page: Buffer): Buffer | undefined {
  const headEnd = page.indexOf('</head>');
  const open = page.indexOf('<style>');
  if (headEnd < 0 || open < 0 || open > headEnd) return undefined;
  const start = open + '<style>'.length;
  const end = page.indexOf('</style>', start);
  if (end < 0 || end > headEnd || page.indexOf('<', start) !== end) return undefined;
  return page.subarray(start, end);
}

/**
 * The headers of each file of a published site, whichever path serves it: the app's security
 * headers with the site's own, stricter policy in place of the app's (a page's names its stylesheet).
 */
export function siteHeaders(config: Config): SiteHeaders {
  const common = securityHeaders(config);
  const noStyles = { ...common, 'content-security-policy': sitePolicy() };
  return (asset, body, site, styleHashes) => ({
    ...(asset.type.startsWith('text/html')
      ? { ...common, 'content-security-policy': pagePolicy(body, styleHashes) }
      : noStyles),
    ...cdnHeaders(asset, site, config.siteCdnMaxAge),
  });
}

/** A file's headers; `styleHashes`, when known, are its page's (pageStyleHashes), not taken again. */
export type SiteHeaders = (
  asset: Asset,
  body: Buffer,
  site: string,
  styleHashes?: string[],
) => Record<string, string>;

/** The tag a CDN files every response of a site under, so one purge takes all of it (cdn-purge.ts). */
export const siteTag = (site: string) => `site-${site}`;

/**
 * What a CDN in front of the sites may keep (docs/operations.md, decision 57). Browsers read
 * Cache-Control and revalidate every page, so an owner sees an update at once; a CDN reads
 * CDN-Cache-Control (RFC 9213; Fastly its Surrogate-Control) and keeps a page `maxAge` seconds,
 * serving it stale while it asks again or while the sites are down, until a publish purges it.
 * Files named by their content are kept for good everywhere already.
 */
function cdnHeaders(asset: Asset, site: string, maxAge: number): Record<string, string> {
  const tags = { 'cache-tag': siteTag(site), 'surrogate-key': siteTag(site) };
  if (asset.cacheControl !== 'no-cache') return tags;
  const cdn = maxAge > 0 ? `max-age=${maxAge}, stale-while-revalidate=600, stale-if-error=86400` : 'no-cache';
  return { ...tags, 'cdn-cache-control': cdn, 'surrogate-control': cdn };
}

/** The template fonts, at one path on every host: fetched once for all sites, never changed. */
export const FONT_ROUTE = /^_site-fonts\/([a-z0-9-]+\.woff2)$/;
export const isFontFile = (file: string): boolean => (FONT_FILES as readonly string[]).includes(file);
export const FONT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A project image's stored size, at one path on every host (issue 26 item 1): `_images/<id>/<width>.<format>`. */
export const IMAGE_ROUTE = /^_images\/([0-9a-f]{32})\/([0-9]{2,4})\.(avif|webp)$/;

/** A case-study page's path (`atlas/` or `atlas/index.html`): its slug (see project-pages.ts). */
export const CASE_STUDY_ROUTE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\/(?:index\.html)?$/;

/** How each file of a site may be cached: pages revalidate (a 304 costs almost nothing), covers never change. */
export function assetOf(file: string): Asset | undefined {
  const caseStudy = CASE_STUDY_ROUTE.exec(file);
  if (file === '' || file === 'index.html' || caseStudy) {
    return {
      key: caseStudy ? `${caseStudy[1]}/index.html` : 'index.html',
      type: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      compressible: true,
    };
  }
  if (file === 'favicon.svg') {
    return { key: file, type: 'image/svg+xml', cacheControl: 'public, max-age=3600', compressible: true };
  }
  if (file === 'sitemap.xml' || file === 'robots.txt') {
    const type = file === 'robots.txt' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8';
    return { key: file, type, cacheControl: 'no-cache', compressible: true };
  }
  if (file === RESUME_FILE) {
    return { key: file, type: 'application/pdf', cacheControl: 'no-cache', compressible: false };
  }
  const cover = COVER_FILE.exec(file);
  if (cover || PHOTO_FILE.test(file)) {
    return {
      key: file,
      type: cover?.[2] === 'avif' ? 'image/avif' : 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
      compressible: false,
    };
  }
  const share = SHARE_FILE.exec(file);
  if (share) {
    return {
      key: file,
      type: share[1] === 'png' ? 'image/png' : 'image/jpeg',
      cacheControl: 'public, max-age=31536000, immutable',
      compressible: false,
    };
  }
  // Sites published before covers were named by their content.
  if (file === 'cover.webp')
    return { key: file, type: 'image/webp', cacheControl: 'no-cache', compressible: false };
  return undefined;
}

/** A prepared file's answer to this request: a 304 when the client has it, else the best encoding. */
export function respond(
  file: SiteFile,
  request: { 'if-none-match'?: string; 'accept-encoding'?: string },
): { status: 200 | 304; headers: Record<string, string>; body: Buffer | undefined } {
  if (request['if-none-match'] === file.etag)
    return { status: 304, headers: file.notModified, body: undefined };
  const encoding = negotiate(request['accept-encoding'], file);
  return { status: 200, headers: file.headers[encoding] ?? {}, body: file.bodies[encoding] };
}

import { createHash } from 'node:crypto';
import { TECHFOLIO_CSS } from '@portfolio/templates/styles';
import type { Config } from '../../config.ts';
import { securityHeaders } from '../../http/security-headers.ts';
import { COVER_FILE } from './publisher.ts';
import { type Asset, negotiate, type SiteFile } from './site-files.ts';

const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

export const NOT_LIVE_CSS =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;color:#1e293b}';

/**
 * No scripts at all; only this site's own images and exactly its one inline stylesheet; forms
 * (the contact form) post only to the site itself.
 */
export function sitePolicy(css: string): string {
  return [
    "default-src 'none'",
    "img-src 'self'",
    // Nothing here can run a script; tools such as Lighthouse fetch robots.txt from the page.
    "connect-src 'self'",
    `style-src ${styleHash(css)}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const SITE_NAME = /^[a-z][a-z0-9-]{1,39}$/;

/**
 * The headers on every file of a published site, whichever path serves it: the app's security
 * headers with the site's own, stricter policy in place of the app's.
 */
export function siteHeaders(config: Config): Record<string, string> {
  return { ...securityHeaders(config), 'content-security-policy': sitePolicy(TECHFOLIO_CSS) };
}

/** How each file of a site may be cached: pages revalidate (a 304 costs almost nothing), covers never change. */
export function assetOf(file: string): Asset | undefined {
  if (file === '' || file === 'index.html') {
    return {
      key: 'index.html',
      type: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      compressible: true,
    };
  }
  if (COVER_FILE.test(file)) {
    return {
      key: file,
      type: 'image/webp',
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

import type { IncomingHttpHeaders } from 'node:http';
import { isRobot } from './robots.ts';

/** A view of a site's page that counts, as the counter keeps it until the next flush (memory only). */
export type PageView = {
  site: string;
  /** The page: '/' or a case-study page '/{slug}/' (only pages the site has are counted). */
  path: string;
  ip: string;
  userAgent: string;
  /** The host of the other site the visitor came from; none for typed or bookmarked visits. */
  referrerHost: string | undefined;
  /** A 304: the visitor's browser already had the page and asked whether it changed. */
  revalidation: boolean;
};

type Answered = {
  site: string;
  path: string;
  method: string | undefined;
  status: number;
  headers: IncomingHttpHeaders;
  /** The client's address, asked for only when the view counts (behind proxies it is a walk of X-Forwarded-For). */
  ip: () => string;
};

function hostOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page view this answer makes, or none: only a GET of the page answered 200 or 304, from a
 * person (not a robot), not a prefetch, and not a visit from the app itself (the owner's own
 * dashboard links to the site). Which 304s count is decided when counting (see the counter).
 */
export function pageViewOf(answer: Answered, appHost: string): PageView | undefined {
  const { headers } = answer;
  if (answer.method !== 'GET' || (answer.status !== 200 && answer.status !== 304)) return undefined;
  const userAgent = headers['user-agent'];
  if (isRobot(userAgent)) return undefined;
  const purpose = headers['sec-purpose'] ?? headers.purpose;
  if (typeof purpose === 'string' && purpose.includes('prefetch')) return undefined;
  const from = hostOf(headers.referer);
  if (from === appHost) return undefined;
  const siteHost = headers.host?.split(':')[0]?.toLowerCase();
  return {
    site: answer.site,
    path: answer.path,
    ip: answer.ip(),
    userAgent: userAgent as string,
    referrerHost: from && from !== siteHost ? from : undefined,
    revalidation: answer.status === 304,
  };
}

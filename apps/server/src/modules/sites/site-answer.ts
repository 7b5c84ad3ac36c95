import type { IncomingHttpHeaders } from 'node:http';
import { pageViewOf } from '../stats/page-view.ts';
import type { ViewCounter } from '../stats/view-counter.ts';
import type { Asset, SiteFile } from './site-files.ts';
import { respond } from './site-policy.ts';

/** The page a site's HTML file is: 'index.html' is '/', 'atlas/index.html' is '/atlas/'. */
const pagePath = (key: string) => `/${key.slice(0, -'index.html'.length)}`;

export type SiteRequest = { method?: string | undefined; headers: IncomingHttpHeaders };

/**
 * The answer for a published site's file held in the cache, whichever path serves it (the fast
 * path before Fastify, the site routes after): the file carries its headers, caching and CSP
 * (site-cache.ts), `respond` picks a 304 or the best encoding, and a page's view is counted under
 * the client's address (`clientIp`, Fastify's `request.ip` or the same walk of the same trusted
 * proxies). A change of policy is made here, once.
 */
export function createSiteAnswer({ views, appHost }: { views: ViewCounter; appHost: string }) {
  return function answer(
    name: string,
    asset: Asset,
    file: SiteFile,
    request: SiteRequest,
    clientIp: () => string,
  ): ReturnType<typeof respond> {
    const answered = respond(file, request.headers);
    // The home page and the case-study pages (`atlas/index.html`) are the site's views.
    if (asset.key.endsWith('index.html')) {
      const { method, headers } = request;
      const view = pageViewOf(
        { site: name, path: pagePath(asset.key), method, status: answered.status, headers, ip: clientIp },
        appHost,
      );
      if (view) views.record(view);
    }
    return answered;
  };
}

export type SiteAnswer = ReturnType<typeof createSiteAnswer>;

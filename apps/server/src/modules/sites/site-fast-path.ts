import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrustProxy } from '../../config.ts';
import { clientAddress, proxyTrust } from '../../http/trusted-proxy.ts';
import { pageViewOf } from '../stats/page-view.ts';
import type { ViewCounter } from '../stats/view-counter.ts';
import { siteKey } from './publisher.ts';
import type { SiteCache } from './site-cache.ts';
import type { SiteHosts } from './site-hosts.ts';
import { assetOf, respond, SITE_NAME } from './site-policy.ts';

/**
 * Answers a published site's page or cover straight from memory, before Fastify sees the request:
 * sites are the busiest and simplest traffic (a GET of a ready file), and the framework's routing,
 * hooks and logging were most of their cost. Anything else (a miss, another method, another file,
 * a host not known yet) returns false and takes the full path, which also fills the cache. The
 * answer is the one the full path gives (same headers, same negotiation).
 */
export function createSiteFastPath({
  cache,
  hosts,
  views,
  appHost,
  trustProxy,
  isClosing,
}: {
  cache: SiteCache;
  hosts: SiteHosts;
  views: ViewCounter;
  appHost: string;
  trustProxy: TrustProxy;
  isClosing: () => boolean;
}) {
  const trust = proxyTrust(trustProxy);
  return function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const name = hosts.peek(request.headers.host ?? '');
    if (!name || !SITE_NAME.test(name)) return false;
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const asset = assetOf((query === -1 ? url : url.slice(0, query)).slice(1));
    const file = asset && cache.peek(siteKey(name, asset.key));
    if (!file) return false;
    const { status, headers, body } = respond(file, request.headers);
    response.writeHead(status, isClosing() ? { ...headers, connection: 'close' } : headers);
    response.end(request.method === 'HEAD' ? undefined : body);
    if (asset.key === 'index.html') {
      const ip = clientAddress(request, trust);
      const view = pageViewOf(
        { site: name, method: request.method, status, headers: request.headers, ip },
        appHost,
      );
      if (view) views.record(view);
    }
    return true;
  };
}

export type SiteFastPath = ReturnType<typeof createSiteFastPath>;

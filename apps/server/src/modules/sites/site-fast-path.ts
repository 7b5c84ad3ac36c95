import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrustProxy } from '../../config.ts';
import { clientAddress, proxyTrust } from '../../http/trusted-proxy.ts';
import { siteKey } from './publisher.ts';
import type { SiteAnswer } from './site-answer.ts';
import type { SiteCache } from './site-cache.ts';
import type { SiteHosts } from './site-hosts.ts';
import { assetOf, SITE_NAME } from './site-policy.ts';

/**
 * Answers a published site's page or cover straight from memory, before Fastify sees the request:
 * sites are the busiest and simplest traffic (a GET of a ready file), and the framework's routing,
 * hooks and logging were most of their cost. Anything else (a miss, another method, another file,
 * a host not known yet) returns false and takes the full path, which also fills the cache. The
 * answer is the one the full path gives: both call the same SiteAnswer.
 */
export function createSiteFastPath({
  cache,
  hosts,
  answer: answerSite,
  trustProxy,
  isClosing,
}: {
  cache: SiteCache;
  hosts: SiteHosts;
  answer: SiteAnswer;
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
    const { status, headers, body } = answerSite(name, asset, file, request, () =>
      clientAddress(request, trust),
    );
    response.writeHead(status, isClosing() ? { ...headers, connection: 'close' } : headers);
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}

export type SiteFastPath = ReturnType<typeof createSiteFastPath>;

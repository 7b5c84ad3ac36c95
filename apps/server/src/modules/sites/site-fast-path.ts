import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrustProxy } from '../../config.ts';
import type { FastPath } from '../../http/server-options.ts';
import { clientAddress, proxyTrust } from '../../http/trusted-proxy.ts';
import { siteKey } from './publisher.ts';
import type { SiteAnswer } from './site-answer.ts';
import type { SiteCache } from './site-cache.ts';
import type { Asset, SiteFile } from './site-files.ts';
import type { SiteHosts } from './site-hosts.ts';
import { assetOf, SITE_NAME } from './site-policy.ts';

/**
 * Answers a published site's page or image before Fastify sees the request: sites are the busiest
 * and simplest traffic (a GET of a ready file), and the framework's routing, hooks and logging were
 * most of their cost. A file in memory is sent at once; one that is not (the first view in a while,
 * on a host with many sites nearly every view) is loaded through the same cache and sent from here
 * too. Anything else (another method, another file, the app's own hosts, a file that is not there,
 * a storage that fails) goes to Fastify, whose site routes give the 404, 451 or 503 page. The
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
}): FastPath {
  const trust = proxyTrust(trustProxy);

  function send(
    name: string,
    asset: Asset,
    file: SiteFile,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    const { status, headers, body } = answerSite(name, asset, file, request, () =>
      clientAddress(request, trust),
    );
    response.writeHead(status, isClosing() ? { ...headers, connection: 'close' } : headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /** The site of a host not looked up lately (a custom domain) and its file, from storage if need be. */
  async function loaded(known: string | undefined, host: string, asset: Asset) {
    const name = known ?? (await hosts.siteOf(host));
    if (!name || !SITE_NAME.test(name)) return undefined;
    const file = await cache.get(siteKey(name, asset.key), asset);
    return file && { name, file };
  }

  return function answer(request, response, fastify) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return fastify(request, response);
    const host = request.headers.host ?? '';
    const known = hosts.peek(host);
    if (known === null) return fastify(request, response);
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const asset = assetOf((query === -1 ? url : url.slice(0, query)).slice(1));
    if (!asset) return fastify(request, response);
    const file = known && SITE_NAME.test(known) ? cache.peek(siteKey(known, asset.key)) : undefined;
    if (known && file) return send(known, asset, file, request, response);
    loaded(known, host, asset)
      .then(
        (found) =>
          found ? send(found.name, asset, found.file, request, response) : fastify(request, response),
        () => fastify(request, response),
      )
      // Only a socket torn down mid-answer gets here: there is no one left to answer.
      .catch(() => response.destroy());
  };
}

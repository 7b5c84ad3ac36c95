import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrustProxy } from '../../config.ts';
import type { RawFastPath } from '../../http/raw-fast-path.ts';
import type { FastPath, FastPaths } from '../../http/server-options.ts';
import { type ClientOf, clientAddress, proxyTrust } from '../../http/trusted-proxy.ts';
import { siteKey } from './publisher.ts';
import type { SiteAnswer, SiteRequest } from './site-answer.ts';
import type { SiteCache } from './site-cache.ts';
import { type Asset, needsIdentity, type SiteFile } from './site-files.ts';
import type { SiteHosts } from './site-hosts.ts';
import { assetOf, SITE_NAME } from './site-policy.ts';

/** A site's file a request asks for, and the site it belongs to. */
type Found = { name: string; asset: Asset; file: SiteFile };

/**
 * Answers a published site's page or image before Fastify sees the request: sites are the busiest
 * and simplest traffic (a GET of a ready file), and the framework's routing, hooks and logging were
 * most of their cost. A file in memory is sent at once; one that is not (the first view in a while,
 * on a host with many sites nearly every view) is loaded through the same cache and sent from here
 * too. Anything else (another method, another file, the app's own hosts, a file that is not there,
 * a storage that fails) goes to Fastify, whose site routes give the 404, 451 or 503 page. The
 * answer is the one the full path gives: both call the same SiteAnswer.
 *
 * Two paths share this: `raw` answers a connection's plain GETs before Node parses them (decision
 * 70), `http` the requests Node did parse (on a connection `raw` has handed over, through a proxy
 * that also carries the app's own requests).
 */
export function createSiteFastPaths({
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
}): FastPaths {
  const trust = proxyTrust(trustProxy);

  /** The site of a host not looked up lately (a custom domain) and its file, from storage if need be. */
  async function loaded(
    known: string | undefined,
    host: string,
    asset: Asset,
    identity: boolean,
  ): Promise<Found | undefined> {
    const name = known ?? (await hosts.siteOf(host));
    if (!name || !SITE_NAME.test(name)) return undefined;
    const file = await cache.get(siteKey(name, asset.key), asset, identity);
    return file && { name, asset, file };
  }

  /** The file a GET or HEAD asks for: at once when cached, loaded when not, undefined when it is not a site's file. */
  function find(
    host: string,
    url: string,
    acceptEncoding: string | undefined,
  ): Found | Promise<Found | undefined> | undefined {
    const known = hosts.peek(host);
    if (known === null) return undefined;
    const query = url.indexOf('?');
    const asset = assetOf((query === -1 ? url : url.slice(0, query)).slice(1));
    if (!asset) return undefined;
    const identity = needsIdentity(acceptEncoding);
    const file = known && SITE_NAME.test(known) ? cache.peek(siteKey(known, asset.key), identity) : undefined;
    if (known && file) return { name: known, asset, file };
    return loaded(known, host, asset, identity);
  }

  const answerOf = ({ name, asset, file }: Found, request: SiteRequest & ClientOf) =>
    answerSite(name, asset, file, request, () => clientAddress(request, trust));

  const raw: RawFastPath = (head, socket) => {
    const found = find(head.headers.host, head.url, head.headers['accept-encoding']);
    if (found === undefined) return undefined;
    const request = { method: head.method, headers: head.headers, socket };
    if (!(found instanceof Promise)) return answerOf(found, request);
    // A load that fails is handed over by the raw server, and Fastify's site routes answer it (a 503 page).
    return found.then((loadedFile) => loadedFile && answerOf(loadedFile, request));
  };

  function send(found: Found, request: IncomingMessage, response: ServerResponse) {
    const { status, headers, body } = answerOf(found, request);
    response.writeHead(status, isClosing() ? { ...headers, connection: 'close' } : headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  const http: FastPath = (request, response, fastify) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return fastify(request, response);
    const found = find(request.headers.host ?? '', request.url ?? '/', request.headers['accept-encoding']);
    if (found === undefined) return fastify(request, response);
    if (!(found instanceof Promise)) return send(found, request, response);
    found
      .then(
        (loadedFile) => (loadedFile ? send(loadedFile, request, response) : fastify(request, response)),
        () => fastify(request, response),
      )
      // Only a socket torn down mid-answer gets here: there is no one left to answer.
      .catch(() => response.destroy());
  };

  return { raw, http };
}

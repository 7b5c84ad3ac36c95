import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config.ts';

/** Whether the address `hop` steps from this server (0: the peer) is a proxy whose X-Forwarded-* count. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as a trust function, for Fastify and for the sites' fast path alike, so that
 * `request.ip` and the address a fast-path view is counted under always agree. A hop count is
 * given as a function because Fastify takes a bare number as trusting nobody.
 */
export function proxyTrust(setting: TrustProxy): ProxyTrust | false {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** What the client's address is read from: the connection, and the X-Forwarded-For it carried. */
export type ClientOf = { headers: IncomingHttpHeaders; socket: { remoteAddress?: string | undefined } };

/**
 * The client's address as Fastify's `request.ip` gives it: walking X-Forwarded-For from the
 * nearest entry, the first address that is not a trusted proxy. Entries before it are whatever
 * the client chose to send and are never read.
 */
export function clientAddress(request: ClientOf, trust: ProxyTrust | false): string {
  // proxy-addr reads only these two of the request it is typed to take.
  const address = trust ? proxyAddr(request as IncomingMessage, trust) : request.socket.remoteAddress;
  return address ?? '';
}

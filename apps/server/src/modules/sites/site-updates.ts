import type { RedisLink } from '../../shared-state/redis.ts';

type Listener = (name: string) => void;

/**
 * Tells every app server that a site was (re-)published, or that a custom domain was connected or
 * removed, so each drops what it cached at once: this server directly, the others through Redis
 * pub/sub. Without Redis there is one server and the direct call is all it takes.
 */
export function createSiteUpdates(link: RedisLink | undefined, keyPrefix: string) {
  const listeners = { site: new Set<Listener>(), domain: new Set<Listener>() };
  const channel = `${keyPrefix}site-updates`;
  // Messages are "site:{hostingName}" or "domain:{domain}".
  const deliver = (message: string) => {
    const [kind, name] = message.split(/:(.*)/s) as [string, string | undefined];
    if ((kind === 'site' || kind === 'domain') && name)
      for (const listener of listeners[kind]) listener(name);
  };
  if (link) {
    // Failures are logged by the link; ioredis subscribes again whenever it reconnects.
    link.subscriber.subscribe(channel).catch(() => undefined);
    link.subscriber.on('message', (from: string, message: string) => {
      if (from === channel) deliver(message);
    });
  }
  const announce = async (message: string) => {
    deliver(message);
    if (link?.ready()) await link.commands.publish(channel, message).catch(() => undefined);
  };
  return {
    onPublished: (listener: Listener) => void listeners.site.add(listener),
    onDomainChanged: (listener: Listener) => void listeners.domain.add(listener),
    announce: (hostingName: string) => announce(`site:${hostingName}`),
    announceDomain: (domain: string) => announce(`domain:${domain}`),
    /**
     * Whether another server's change may go unheard here: not with Redis up (or with no other
     * servers), so caches may be kept long; otherwise caches must expire within a second.
     */
    mayMissUpdates: (): boolean => link !== undefined && !link.ready(),
  };
}

export type SiteUpdates = ReturnType<typeof createSiteUpdates>;

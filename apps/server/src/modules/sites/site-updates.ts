import type { RedisLink } from '../../shared-state/redis.ts';

/**
 * Tells every app server that a site was (re-)published, so each drops its cached copy at once:
 * this server directly, the others through Redis pub/sub. Without Redis there is one server and
 * the direct call is all it takes.
 */
export function createSiteUpdates(link: RedisLink | undefined, keyPrefix: string) {
  const listeners = new Set<(hostingName: string) => void>();
  const channel = `${keyPrefix}site-published`;
  const notify = (hostingName: string) => {
    for (const listener of listeners) listener(hostingName);
  };
  if (link) {
    // Failures are logged by the link; ioredis subscribes again whenever it reconnects.
    link.subscriber.subscribe(channel).catch(() => undefined);
    link.subscriber.on('message', (from: string, hostingName: string) => {
      if (from === channel) notify(hostingName);
    });
  }
  return {
    onPublished(listener: (hostingName: string) => void): void {
      listeners.add(listener);
    },
    async announce(hostingName: string): Promise<void> {
      notify(hostingName);
      if (link?.ready()) await link.commands.publish(channel, hostingName).catch(() => undefined);
    },
    /**
     * How long another server's publish may go unheard here: none with Redis up (or with no
     * other servers), so caches may be kept long; otherwise caches must expire within a second.
     */
    mayMissUpdates: (): boolean => link !== undefined && !link.ready(),
  };
}

export type SiteUpdates = ReturnType<typeof createSiteUpdates>;

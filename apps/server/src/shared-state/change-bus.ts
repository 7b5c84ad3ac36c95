import type { RedisLink } from './redis.ts';

/** What changed: a site was (re-)published, a custom domain connected or removed, a sign-in ended. */
type ChangeKind = 'site' | 'domain' | 'session';

type Listener = (name: string) => void;

const KINDS: readonly ChangeKind[] = ['site', 'domain', 'session'];

/**
 * Tells every app server that something it may have cached changed, so each forgets it at once:
 * this server directly, the others through Redis pub/sub. Without Redis there is one server and
 * the direct call is all it takes.
 */
export function createChangeBus(link: RedisLink | undefined, keyPrefix: string) {
  const listeners = new Map<ChangeKind, Set<Listener>>(KINDS.map((kind) => [kind, new Set()]));
  const channel = `${keyPrefix}changes`;
  // Messages are "{kind}:{name}", for example "site:asha-rao" or "domain:www.example.com".
  const deliver = (message: string) => {
    const [kind, name] = message.split(/:(.*)/s) as [ChangeKind, string | undefined];
    if (name) for (const listener of listeners.get(kind) ?? []) listener(name);
  };
  if (link) {
    // Failures are logged by the link; ioredis subscribes again whenever it reconnects.
    link.subscriber.subscribe(channel).catch(() => undefined);
    link.subscriber.on('message', (from: string, message: string) => {
      if (from === channel) deliver(message);
    });
  }
  return {
    on(kind: ChangeKind, listener: Listener): void {
      listeners.get(kind)?.add(listener);
    },
    async announce(kind: ChangeKind, name: string): Promise<void> {
      const message = `${kind}:${name}`;
      deliver(message);
      if (link?.ready()) await link.commands.publish(channel, message).catch(() => undefined);
    },
    /**
     * Whether another server's change may go unheard here: not with Redis up (or with no other
     * servers), so caches may be kept long; otherwise they must expire within a second.
     */
    mayMissUpdates: (): boolean => link !== undefined && !link.ready(),
  };
}

export type ChangeBus = ReturnType<typeof createChangeBus>;

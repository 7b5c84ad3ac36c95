import { randomUUID } from 'node:crypto';
import type { RedisLink } from './redis.ts';

/**
 * What changed: a site was (re-)published ('asha-rao') or one of its files ('asha-rao/resume.pdf'), a
 * custom domain connected or removed, a sign-in ended.
 */
type ChangeKind = 'site' | 'domain' | 'session';

/** `fromElsewhere`: another server made the change (this server's own are heard at once, too). */
type Listener = (name: string, fromElsewhere: boolean) => void;

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
  const deliver = (message: string, fromElsewhere: boolean) => {
    const [kind, name] = message.split(/:(.*)/s) as [ChangeKind, string | undefined];
    if (name) for (const listener of listeners.get(kind) ?? []) listener(name, fromElsewhere);
  };
  // On Redis they are "{server} {kind}:{name}": this server heard its own at once, and hearing it
  // again a moment later would drop what it cached since (a page it has just published).
  const server = randomUUID();
  link?.subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const [sender, change] = message.includes(' ') ? message.split(' ', 2) : [undefined, message];
    if (sender !== server && change) deliver(change, true);
  });
  async function tellOthers(kind: ChangeKind, name: string): Promise<void> {
    if (link?.ready())
      await link.commands.publish(channel, `${server} ${kind}:${name}`).catch(() => undefined);
  }

  return {
    /** Listens to the other servers (the lifecycle calls it once the link connects). */
    start(): void {
      // Failures are logged by the link; ioredis subscribes again whenever it reconnects.
      link?.subscriber.subscribe(channel).catch(() => undefined);
    },
    on(kind: ChangeKind, listener: Listener): void {
      listeners.get(kind)?.add(listener);
    },
    async announce(kind: ChangeKind, name: string): Promise<void> {
      deliver(`${kind}:${name}`, false);
      await tellOthers(kind, name);
    },
    /** Tells the other servers only: this one has already taken the change in (it made it). */
    tellOthers,
    /**
     * Whether another server's change may go unheard here: not with Redis up (or with no other
     * servers), so caches may be kept long; otherwise they must expire within a second.
     */
    mayMissUpdates: (): boolean => link !== undefined && !link.ready(),
  };
}

export type ChangeBus = ReturnType<typeof createChangeBus>;

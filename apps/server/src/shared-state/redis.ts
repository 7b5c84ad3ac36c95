import type { Redis } from 'ioredis';

type Log = {
  warn(details: { err: unknown }, message: string): void;
  info(message: string): void;
};

/** A connection to Redis that never makes a request wait for it. */
export type RedisLink = {
  /** Counters and publishing: a command fails at once (not queued) while Redis is away. */
  commands: Redis;
  /** Subscriptions (a subscribed connection can do nothing else); resubscribes on reconnect. */
  subscriber: Redis;
  /** Both connections are up: shared state is current. */
  ready(): boolean;
  /** Starts connecting (the lifecycle calls it); nothing waits for Redis to answer. */
  connect(): void;
  close(): Promise<void>;
};

/**
 * The link to REDIS_URL, not yet connected: `connect()` starts it. Redis is a help, not a
 * dependency: while it is away the app keeps answering (limits count locally, caches expire
 * quickly), keeps reconnecting, and logs once when it goes and once when it is back.
 */
export async function createRedisLink(url: string, log: Log): Promise<RedisLink> {
  // Loaded only when REDIS_URL is set: one server alone never needs it.
  const { Redis } = await import('ioredis');
  const options = {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 500,
    // Keep trying, every 0.2 s at first, then every 2 s.
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  };
  const commands = new Redis(url, options);
  // The subscriber queues its SUBSCRIBE until connected; it carries no request's latency.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, commandTimeout: undefined });

  let down = false;
  let lastError: unknown;
  const ready = () => commands.status === 'ready' && subscriber.status === 'ready';
  for (const connection of [commands, subscriber]) {
    // An 'error' listener keeps a failed attempt from ending the process; the loss is logged below.
    connection.on('error', (error: unknown) => {
      lastError = error;
    });
    connection.on('reconnecting', () => {
      if (down) return;
      down = true;
      log.warn(
        { err: lastError },
        'Redis is unreachable: rate limits count on this server only and cached sites expire within a second, until it is back.',
      );
    });
    connection.on('ready', () => {
      if (!down || !ready()) return;
      down = false;
      log.info('Redis is back: rate limits and site updates are shared again.');
    });
  }

  return {
    commands,
    subscriber,
    ready,
    connect() {
      // A failed first attempt is retried like any lost connection, and logged by the listeners above.
      commands.connect().catch(() => undefined);
      subscriber.connect().catch(() => undefined);
    },
    async close() {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}

import pLimit from 'p-limit';
import { AppError } from '../http/errors.ts';

type Options = {
  /** Tasks that run at once. */
  concurrency: number;
  /** Tasks that may wait for a turn; one more is refused with 503. */
  maxWaiting: number;
  /** Tasks one owner (an account, a site) may have running and waiting; one more is refused with 429. */
  perOwner: number;
  /** What a refused caller is told. */
  busyMessage: string;
  ownerBusyMessage: string;
  retryAfterSeconds: number;
};

/**
 * A bounded queue for expensive work (decoding images, compressing pages, exports): at most
 * `concurrency` tasks run, at most `maxWaiting` wait, and one owner cannot fill it alone. A caller
 * past those bounds is refused at once (an AppError with Retry-After) instead of waiting behind
 * everyone else.
 */
export function createWorkQueue(options: Options) {
  const limit = pLimit(options.concurrency);
  const perOwner = new Map<string, number>();
  const { retryAfterSeconds } = options;

  function release(owner: string): void {
    const left = (perOwner.get(owner) ?? 1) - 1;
    if (left > 0) perOwner.set(owner, left);
    else perOwner.delete(owner);
  }

  return {
    /** Runs `task` when its turn comes, or throws a 429 or 503 at once. */
    run<T>(owner: string, task: () => Promise<T>): Promise<T> {
      const mine = perOwner.get(owner) ?? 0;
      if (mine >= options.perOwner) {
        return Promise.reject(new AppError(429, options.ownerBusyMessage, undefined, { retryAfterSeconds }));
      }
      if (limit.activeCount >= options.concurrency && limit.pendingCount >= options.maxWaiting) {
        return Promise.reject(new AppError(503, options.busyMessage, undefined, { retryAfterSeconds }));
      }
      perOwner.set(owner, mine + 1);
      return limit(task).finally(() => release(owner));
    },

    /**
     * Work nobody waits for (a background tidy-up): started when a slot is free and nothing waits,
     * else skipped (false). Its failure goes to `onError`.
     */
    runIfIdle(task: () => Promise<void>, onError: (error: unknown) => void): boolean {
      if (limit.pendingCount > 0 || limit.activeCount >= options.concurrency) return false;
      limit(task).catch(onError);
      return true;
    },

    /** What runs and waits now. */
    load: () => ({ running: limit.activeCount, waiting: limit.pendingCount }),
  };
}

export type WorkQueue = ReturnType<typeof createWorkQueue>;

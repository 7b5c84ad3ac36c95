import pLimit, { type LimitFunction } from 'p-limit';
import { AppError } from '../http/errors.ts';

type Options = {
  /** Tasks that run at once. */
  concurrency: number;
  /** Tasks that may wait for a turn; one more is refused with 503. */
  maxWaiting: number;
  /**
   * Tasks one owner (an account, a site) may have running and waiting; one more is refused with 429
   * and `ownerBusyMessage`. Without it, owners have no share of their own.
   */
  perOwner?: number;
  /** What a refused caller is told. */
  busyMessage: string;
  ownerBusyMessage?: string;
  retryAfterSeconds: number;
};

/** What one queue holds, shared by the functions below. */
type QueueState = {
  options: Options;
  limit: LimitFunction;
  perOwner: Map<string, number>;
  // Tasks taken and not finished, running or waiting: counted here, not read from the limiter,
  // which starts a task a moment after it is handed over.
  taken: number;
};

function release(queue: QueueState, owner: string): void {
  queue.taken -= 1;
  const left = (queue.perOwner.get(owner) ?? 1) - 1;
  if (left > 0) queue.perOwner.set(owner, left);
  else queue.perOwner.delete(owner);
}

/** Why `owner` cannot have a task taken now, if it cannot. */
function refusal(queue: QueueState, owner: string): AppError | undefined {
  const { options, perOwner, taken } = queue;
  const { retryAfterSeconds } = options;
  if (options.perOwner !== undefined && (perOwner.get(owner) ?? 0) >= options.perOwner) {
    return new AppError(429, options.ownerBusyMessage ?? options.busyMessage, undefined, {
      retryAfterSeconds,
    });
  }
  if (taken >= options.concurrency + options.maxWaiting) {
    return new AppError(503, options.busyMessage, undefined, { retryAfterSeconds });
  }
  return undefined;
}

function take<T>(queue: QueueState, owner: string, task: () => Promise<T>): Promise<T> {
  queue.taken += 1;
  queue.perOwner.set(owner, (queue.perOwner.get(owner) ?? 0) + 1);
  return queue.limit(task).finally(() => release(queue, owner));
}

/**
 * A bounded queue for expensive work (decoding images, compressing pages, exports): at most
 * `concurrency` tasks run, at most `maxWaiting` wait, and one owner cannot fill it alone. A caller
 * past those bounds is refused at once (an AppError with Retry-After) instead of waiting behind
 * everyone else.
 */
export function createWorkQueue(options: Options) {
  const queue: QueueState = { options, limit: pLimit(options.concurrency), perOwner: new Map(), taken: 0 };

  return {
    /**
     * Throws the 429 or 503 `run` would throw now, if any: to refuse before reading a large request
     * whose work would be refused anyway (`run` still checks again).
     */
    assertRoom(owner: string): void {
      const refused = refusal(queue, owner);
      if (refused) throw refused;
    },

    /** Runs `task` when its turn comes, or throws a 429 or 503 at once. */
    run<T>(owner: string, task: () => Promise<T>): Promise<T> {
      const refused = refusal(queue, owner);
      return refused ? Promise.reject(refused) : take(queue, owner, task);
    },

    /**
     * Work nobody waits for: taken like `run` when there is room, else skipped (false). Its failure
     * goes to `onError`.
     */
    tryRun(owner: string, task: () => Promise<void>, onError: (error: unknown) => void): boolean {
      if (refusal(queue, owner)) return false;
      take(queue, owner, task).catch(onError);
      return true;
    },

    /** What runs and waits now. */
    load: () => ({
      running: Math.min(queue.taken, options.concurrency),
      waiting: Math.max(0, queue.taken - options.concurrency),
    }),
  };
}

export type WorkQueue = ReturnType<typeof createWorkQueue>;

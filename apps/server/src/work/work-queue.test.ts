import { describe, expect, it } from 'vitest';
import type { AppError } from '../http/errors.ts';
import { createWorkQueue } from './work-queue.ts';

const options = {
  concurrency: 1,
  maxWaiting: 2,
  perOwner: 2,
  busyMessage: 'busy',
  ownerBusyMessage: 'yours are busy',
  retryAfterSeconds: 5,
};

/** A task that runs until `finish()` is called, saying when it started. */
function heldTask() {
  let finish = () => {};
  let started = false;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    run: async () => {
      started = true;
      await done;
      return 'done';
    },
    finish: () => finish(),
    started: () => started,
  };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: AppError) => ({
      status: error.statusCode,
      message: error.message,
      retryAfter: error.retryAfterSeconds,
    }),
  );

describe('a bounded work queue', () => {
  it('runs `concurrency` tasks, lets `maxWaiting` wait, and refuses the next at once with 503', async () => {
    const queue = createWorkQueue(options);
    const tasks = [heldTask(), heldTask(), heldTask()];
    const results = tasks.map((task, i) => queue.run(`owner-${i}`, task.run));
    expect(queue.load()).toEqual({ running: 1, waiting: 2 });
    expect(await refusal(queue.run('owner-3', async () => 'never'))).toEqual({
      status: 503,
      message: 'busy',
      retryAfter: 5,
    });
    for (const task of tasks) task.finish();
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done']);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run('owner-3', async () => 'now')).toBe('now');
  });

  it("refuses an owner's task past their share with 429, and takes it again once one ends, failed or not", async () => {
    const queue = createWorkQueue({ ...options, maxWaiting: 10 });
    const first = heldTask();
    const running = queue.run('asha', first.run);
    const failing = queue.run('asha', async () => {
      throw new Error('broken picture');
    });
    expect(await refusal(queue.run('asha', async () => 'third'))).toEqual({
      status: 429,
      message: 'yours are busy',
      retryAfter: 5,
    });
    // Another owner is not held to Asha's share.
    const other = queue.run('ravi', async () => 'ravi');
    first.finish();
    expect(await running).toBe('done');
    await expect(failing).rejects.toThrow('broken picture');
    expect(await other).toBe('ravi');
    expect(await queue.run('asha', async () => 'again')).toBe('again');
  });

  it('takes background work only when it has room, and reports its failure', async () => {
    const queue = createWorkQueue({ ...options, maxWaiting: 0 });
    const held = heldTask();
    const running = queue.run('asha', held.run);
    const errors: unknown[] = [];
    expect(
      queue.tryRun(
        'ravi',
        async () => {},
        (error) => errors.push(error),
      ),
    ).toBe(false);
    held.finish();
    await running;
    const failing = async () => {
      throw new Error('could not write');
    };
    expect(queue.tryRun('ravi', failing, (error) => errors.push(error))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errors).toEqual([new Error('could not write')]);
  });
});

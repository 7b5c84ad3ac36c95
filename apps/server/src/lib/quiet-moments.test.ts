import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuietMoments } from './quiet-moments.ts';

describe('createQuietMoments', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Whether `promise` has settled once the timers have run for `ms`. */
  async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
    let settled = false;
    void promise.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  }

  /** A piece of foreground work that ends when `end` is called. */
  function foreground(quiet: ReturnType<typeof createQuietMoments>) {
    let finish: () => void = () => undefined;
    const done = quiet.during(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    return {
      async end() {
        finish();
        await done;
      },
    };
  }

  it('resolves at once when nothing has run', async () => {
    const quiet = createQuietMoments({ quietMs: 200, maxWaitMs: 5000 });
    expect(await settledWithin(quiet.quiet(), 0)).toBe(true);
  });

  it('waits until the foreground has been quiet for quietMs, each new piece of work putting it off', async () => {
    const quiet = createQuietMoments({ quietMs: 200, maxWaitMs: 5000 });
    await quiet.during(async () => undefined);
    const waiting = quiet.quiet();
    expect(await settledWithin(waiting, 150)).toBe(false);
    await quiet.during(async () => undefined);
    expect(await settledWithin(waiting, 150)).toBe(false);
    expect(await settledWithin(waiting, 60)).toBe(true);
  });

  it('counts from the start and the end of a piece of work, not the time between', async () => {
    const quiet = createQuietMoments({ quietMs: 200, maxWaitMs: 5000 });
    const work = foreground(quiet);
    const waiting = quiet.quiet();
    // A piece of work that waits for the background itself must not hold it off until maxWaitMs.
    expect(await settledWithin(waiting, 199)).toBe(false);
    expect(await settledWithin(waiting, 2)).toBe(true);
    await work.end();
    const again = quiet.quiet();
    expect(await settledWithin(again, 199)).toBe(false);
    expect(await settledWithin(again, 2)).toBe(true);
  });

  it('resolves maxWaitMs after it was asked even when the foreground never rests', async () => {
    const quiet = createQuietMoments({ quietMs: 200, maxWaitMs: 1000 });
    await quiet.during(async () => undefined);
    const waiting = quiet.quiet();
    let settled = false;
    void waiting.then(() => {
      settled = true;
    });
    for (let t = 0; t < 950; t += 50) {
      await quiet.during(async () => undefined);
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(settled).toBe(false);
    expect(await settledWithin(waiting, 60)).toBe(true);
  });

  it('with quietMs 0, never waits', async () => {
    const quiet = createQuietMoments({ quietMs: 0, maxWaitMs: 5000 });
    const work = foreground(quiet);
    expect(await settledWithin(quiet.quiet(), 0)).toBe(true);
    await work.end();
  });

  it('passes on what the work returns and what it throws', async () => {
    const quiet = createQuietMoments({ quietMs: 200, maxWaitMs: 5000 });
    await expect(quiet.during(async () => 7)).resolves.toBe(7);
    await expect(quiet.during(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await settledWithin(quiet.quiet(), 199)).toBe(false);
  });
});

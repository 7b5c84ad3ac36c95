import { describe, expect, it } from 'vitest';
import { createSerialRuns } from './serial-runs.ts';

describe('createSerialRuns', () => {
  it('runs one task per key at a time, later callers joining the run that has not started', async () => {
    const run = createSerialRuns<number>();
    let active = 0;
    let most = 0;
    let started = 0;
    const task = async () => {
      started += 1;
      active += 1;
      most = Math.max(most, active);
      await new Promise((r) => setTimeout(r, 10));
      active -= 1;
      return started;
    };
    const first = run('a', task);
    await new Promise((r) => setTimeout(r, 1));
    // The first has started; the other three share the one run queued behind it.
    const results = await Promise.all([first, run('a', task), run('a', task), run('a', task)]);
    expect(results).toEqual([1, 2, 2, 2]);
    expect(most).toBe(1);
  });

  it('lets different keys run side by side, and a failure not block the next run', async () => {
    const run = createSerialRuns<string>();
    const failed = run('a', async () => {
      await new Promise((r) => setTimeout(r, 5));
      throw new Error('disk full');
    });
    await new Promise((r) => setTimeout(r, 1));
    const next = run('a', async () => 'ok');
    await expect(failed).rejects.toThrow('disk full');
    await expect(next).resolves.toBe('ok');
    await expect(Promise.all([run('x', async () => 'x'), run('y', async () => 'y')])).resolves.toEqual([
      'x',
      'y',
    ]);
  });

  it('tells when the runs queued for a key, or for every key, are done, failed ones too', async () => {
    const run = createSerialRuns<string>();
    const done: string[] = [];
    const after =
      (ms: number, name: string, fail = false) =>
      async () => {
        await new Promise((r) => setTimeout(r, ms));
        done.push(name);
        if (fail) throw new Error(name);
        return name;
      };
    run('a', after(10, 'a1', true)).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1));
    void run('a', after(10, 'a2'));
    void run('b', after(40, 'b1'));
    await run.settled('a');
    expect(done).toEqual(['a1', 'a2']);
    await run.settled();
    expect(done).toEqual(['a1', 'a2', 'b1']);
    await expect(run.settled('never queued')).resolves.toBeUndefined();
  });

  it('keeps a run that waits until it is ready open to later callers, and starts it once ready', async () => {
    const run = createSerialRuns<number>();
    let started = 0;
    let open: () => void = () => undefined;
    const ready = () =>
      new Promise<void>((resolve) => {
        open = resolve;
      });
    const task = async () => {
      started += 1;
      return started;
    };
    const calls = [run('a', task, ready)];
    await new Promise((r) => setTimeout(r, 1));
    // Still waiting to be ready: these join it rather than queue a run behind it.
    calls.push(run('a', task, ready), run('a', task, ready));
    expect(started).toBe(0);
    open();
    expect(await Promise.all(calls)).toEqual([1, 1, 1]);
  });
});

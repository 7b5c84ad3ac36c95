import os from 'node:os';

/** Node's version, the cores and the load average now: how a bench's report begins. */
export const machine = (): string =>
  `node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'CPU unknown'}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/**
 * The value at fraction `p` (0.5 the median) of `values`, by nearest rank: the smallest value that
 * at least `p` of them do not exceed (so the p99 of 100 values is the second slowest, not the slowest).
 */
export function quantile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? 0;
}

const ms2 = (ms: number) => Number(ms.toFixed(2));

/** p50, p99 and the slowest of a list of durations in milliseconds. */
export function percentiles(ms: number[]) {
  return {
    'p50 ms': ms2(quantile(ms, 0.5)),
    'p99 ms': ms2(quantile(ms, 0.99)),
    'max ms': ms2(quantile(ms, 1)),
  };
}

/**
 * p50/p99/max of `n` runs of `work` (the i-th is handed i, counting the untimed ones), after `warmUp`
 * untimed ones (a path's first runs compile its code), whose slowest is printed beside them; an answer
 * of 400 or more stops the bench.
 */
export async function time(n: number, work: (i: number) => Promise<{ statusCode: number }>, warmUp = 3) {
  const timed = async (i: number) => {
    const started = performance.now();
    const res = await work(i);
    if (res.statusCode >= 400) throw new Error(`status ${res.statusCode}`);
    return performance.now() - started;
  };
  const first: number[] = [];
  for (let i = 0; i < warmUp; i += 1) first.push(await timed(i));
  const ms: number[] = [];
  for (let i = warmUp; i < warmUp + n; i += 1) ms.push(await timed(i));
  return { ...percentiles(ms), [`first ${warmUp} at most ms`]: ms2(quantile(first, 1)) };
}

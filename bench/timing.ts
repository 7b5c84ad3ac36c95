import os from 'node:os';

/** Node's version, the cores and the load average now: how a bench's report begins. */
export const machine = (): string =>
  `node ${process.version}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/** The value at fraction `p` (0.5 the median) of `values`. */
export function quantile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** p50 and p99 of a list of durations in milliseconds. */
export function percentiles(ms: number[]) {
  return { 'p50 ms': Number(quantile(ms, 0.5).toFixed(2)), 'p99 ms': Number(quantile(ms, 0.99).toFixed(2)) };
}

/**
 * p50/p99 of `n` runs of `work` (the i-th is handed i), after three untimed ones (the first run of
 * a path compiles its code); an answer of 400 or more stops the bench.
 */
export async function time(n: number, work: (i: number) => Promise<{ statusCode: number }>) {
  for (let i = 0; i < 3; i += 1) await work(i);
  const ms: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    const res = await work(i);
    ms.push(performance.now() - started);
    if (res.statusCode >= 400) throw new Error(`status ${res.statusCode}`);
  }
  return percentiles(ms);
}

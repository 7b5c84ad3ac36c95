// The app of bench/sites-cold.ts in a process of its own, so that a restart is one: a fresh heap and
// code not yet optimised, as after `npm run serve` (the bench starts it with its own Node flags,
// serve's in bench:sites). Built and started as start.ts does it; tells its parent once it listens
// and answers each 'stats' message with its site cache's figures, its RSS, V8's full collections and
// the longest stall of its event loop since the stats before, its main thread's CPU time, and each
// collection since the stats before (for bench/cold-tail.ts).
import {
  constants,
  monitorEventLoopDelay,
  type NodeGCPerformanceDetail,
  type PerformanceEntry,
  PerformanceObserver,
} from 'node:perf_hooks';
import { buildAppWithServices } from '@portfolio/server/app';
import { listen } from '@portfolio/server/http/listen';
import type { SiteCache } from '@portfolio/server/modules/sites/site-cache';
import { readyForVisitors } from '@portfolio/server/startup-garbage';
import { benchConfig } from './bench-config.ts';

export type ColdServerStats = ReturnType<SiteCache['stats']> & {
  rss: number;
  /** V8's full collections since the start, and their pauses in ms. */
  fullCollections: number;
  fullCollectionMs: number;
  /** The longest the event loop was held since the stats before (every request in flight waits). */
  loopHeldMaxMs: number;
  /** The main thread's CPU time since the start, µs (process.threadCpuUsage). */
  threadCpu: { user: number; system: number };
  /** Each collection since the stats before: its kind, when it began (ms since the epoch) and its pause. */
  collections: { kind: string; at: number; ms: number }[];
  /** With COLD_SERVER_STALLS=1: each time since the stats before that a 1 ms timer was late by 10 ms or more. */
  stalls: { at: number; ms: number }[];
};

const KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

// Counted from before the app is built: a pass's full collections are the difference of two stats.
const full = { count: 0, ms: 0 };
let collections: ColdServerStats['collections'] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const { kind } = (entry as PerformanceEntry & { detail?: NodeGCPerformanceDetail }).detail ?? {};
    collections.push({
      kind: KINDS[kind ?? -1] ?? String(kind),
      at: performance.timeOrigin + entry.startTime,
      ms: entry.duration,
    });
    if (kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
    full.count += 1;
    full.ms += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
// When each long stall began, which the histogram above does not say (bench/cold-tail.ts asks).
let stalls: ColdServerStats['stalls'] = [];
if (process.env.COLD_SERVER_STALLS === '1') {
  let last = Date.now();
  setInterval(() => {
    const now = Date.now();
    if (now - last >= 11) stalls.push({ at: last, ms: now - last - 1 });
    last = now;
  }, 1).unref();
}

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port || !process.send) throw new Error('usage: fork(cold-server.ts, [dataDir, port])');
const { app, services } = await buildAppWithServices(benchConfig(dataDir, { PORT: port }));
// A probe variable: COLD_SERVER_KEEP_GARBAGE=1 starts it without (bench/README.md, decision 65).
if (!process.env.COLD_SERVER_KEEP_GARBAGE) await readyForVisitors(app);
await listen(app, { port: Number(port), host: '127.0.0.1' });
process.on('message', (message) => {
  if (message !== 'stats') return;
  const stats: ColdServerStats = {
    ...services.siteCache.stats(),
    rss: process.memoryUsage().rss,
    fullCollections: full.count,
    fullCollectionMs: full.ms,
    loopHeldMaxMs: loopDelay.max / 1e6,
    threadCpu: process.threadCpuUsage(),
    collections,
    stalls,
  };
  loopDelay.reset();
  collections = [];
  stalls = [];
  process.send?.(stats);
});
// Stopped by the bench, or with it when it ends first (its channel closes).
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void app.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('disconnect', stop);
process.send('listening');

// The app of bench/sites-cold.ts in a process of its own, so that a restart is one: a fresh heap and
// code not yet optimised, as after `npm run serve` (the bench starts it with its own Node flags,
// serve's in bench:sites). Built and started as start.ts does it; tells its parent once it listens
// and answers each 'stats' message with its site cache's figures, its RSS, V8's full collections and
// the longest stall of its event loop since the stats before.
import {
  constants,
  monitorEventLoopDelay,
  type NodeGCPerformanceDetail,
  type PerformanceEntry,
  PerformanceObserver,
} from 'node:perf_hooks';
import { buildAppWithServices } from '@portfolio/server/app';
import type { SiteCache } from '@portfolio/server/modules/sites/site-cache';
import { collectStartupGarbage } from '@portfolio/server/startup-garbage';
import { benchConfig } from './bench-config.ts';

export type ColdServerStats = ReturnType<SiteCache['stats']> & {
  rss: number;
  /** V8's full collections since the start, and their pauses in ms. */
  fullCollections: number;
  fullCollectionMs: number;
  /** The longest the event loop was held since the stats before (every request in flight waits). */
  loopHeldMaxMs: number;
};

// Counted from before the app is built: a pass's full collections are the difference of two stats.
const full = { count: 0, ms: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const { kind } = (entry as PerformanceEntry & { detail?: NodeGCPerformanceDetail }).detail ?? {};
    if (kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
    full.count += 1;
    full.ms += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port || !process.send) throw new Error('usage: fork(cold-server.ts, [dataDir, port])');
const { app, services } = await buildAppWithServices(benchConfig(dataDir, { PORT: port }));
// A probe variable: COLD_SERVER_KEEP_GARBAGE=1 starts it without (bench/README.md, decision 65).
if (!process.env.COLD_SERVER_KEEP_GARBAGE) collectStartupGarbage();
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('message', (message) => {
  if (message !== 'stats') return;
  const stats: ColdServerStats = {
    ...services.siteCache.stats(),
    rss: process.memoryUsage().rss,
    fullCollections: full.count,
    fullCollectionMs: full.ms,
    loopHeldMaxMs: loopDelay.max / 1e6,
  };
  loopDelay.reset();
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

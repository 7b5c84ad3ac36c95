// The sweep after a release (issue 29, release-sweep.ts): SWEEP_SITES live sites (default 300) showing
// the demo's content, marked as rendered by an earlier release, swept by a server just started (its
// cache empty, as after a deploy). Three cases, interleaved three times (A B C A B C A B C), medians
// printed: every page differs from what the release renders (a template changed: each site is
// written); none does (the release changed nothing a page shows: each site is only rendered and
// compared); and every PDF résumé was drawn by an earlier release (the résumé's drawing changed: each
// page is compared and each résumé drawn again; on the first SWEEP_RESUMES sites, default 60, as a
// drawing takes far longer). A fourth case in each round is the anchor: the same server just started,
// not sweeping, for IDLE_S seconds (default 5), its event loop measured the same way.
// Prints sites per second, the share of one core the process used while sweeping, and how late the
// event loop ran a timer meanwhile (what a view on the same server waits behind the sweep).
// Run: npm run bench:release-sweep (BENCH_DATABASE_URL=postgres://… sweeps on PostgreSQL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { freshDatabase } from './fresh-database.ts';

// Production mode before the app is loaded: React picks its build by NODE_ENV (see scale.ts).
process.env.NODE_ENV = 'production';
const { buildAppWithServices } = await import('@portfolio/server/app');
const { fromJson } = await import('@portfolio/server/db/schema');
const { siteKey } = await import('@portfolio/server/modules/sites/site-files');
const { insertLiveSites } = await import('../apps/server/test/live-sites.ts');
const { benchConfig } = await import('./bench-config.ts');
const { median } = await import('./sites-cold.ts');
const { machine } = await import('./timing.ts');

const SITES = Number(process.env.SWEEP_SITES ?? 300);
const RESUMES = Math.min(SITES, Number(process.env.SWEEP_RESUMES ?? 60));
const IDLE_MS = Number(process.env.IDLE_S ?? 5) * 1000;
const ROUNDS = 3;
const EARLIER = 'an-earlier-release';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-sweep-'));
const postgresUrl = process.env.BENCH_DATABASE_URL;
const database = postgresUrl ? await freshDatabase(postgresUrl, `pm_sweep_${process.pid}`) : undefined;
const env = { DATABASE_URL: database?.url };
const names = Array.from({ length: SITES }, (_, i) => `swept-${String(i).padStart(5, '0')}`);

// The demo's content and cover on every site.
{
  const { app } = await buildAppWithServices(benchConfig(dataDir, { ...env, SEED_DEMO: 'true' }));
  const demo = await app.db
    .selectFrom('portfolios')
    .select(['content', 'cover_image'])
    .where('hosting_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  await insertLiveSites(app.db, names);
  await app.db
    .updateTable('portfolios')
    .set({ content: JSON.stringify(fromJson(demo.content)), cover_image: demo.cover_image })
    .where('hosting_name', 'in', names)
    .execute();
  await app.close();
}

/**
 * `loopP99Ms` and `loopMaxMs`: how late the event loop ran a timer during the sweep (a visitor's view
 * waits as long behind it).
 */
type Pass = {
  sitesPerSecond: number;
  coreShare: number;
  published: number;
  loopP99Ms: number;
  loopMaxMs: number;
};

type Case = 'changed' | 'unchanged' | 'resumes' | 'idle';

/**
 * One sweep by a server just started. `changed`: every stored page is first made to differ;
 * `unchanged`: every site is marked as rendered by an earlier release; `resumes`: the first
 * RESUMES sites' résumés are marked as drawn by one; `idle`: nothing is, and the server waits.
 */
async function sweep(kind: Case): Promise<Pass> {
  const { app, services } = await buildAppWithServices(benchConfig(dataDir, env));
  if (kind === 'changed') {
    for (const name of names)
      await services.storage.put(siteKey(name, 'index.html'), '<p>an earlier page</p>');
  }
  if (kind !== 'idle') {
    await app.db
      .updateTable('portfolios')
      .set(kind === 'resumes' ? { resume_version: EARLIER } : { render_version: EARLIER })
      .where('hosting_name', 'in', kind === 'resumes' ? names.slice(0, RESUMES) : names)
      .execute();
  }
  // As a release never swept: every round is this release's first.
  await app.db
    .updateTable('site_releases')
    .set({ swept_to: null, swept_at: null, next_pass_at: null })
    .execute();
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { published, failed } =
    kind === 'idle' ? await sleep(IDLE_MS, { published: 0, failed: 0 }) : await services.releaseSweep.run();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  loop.disable();
  await app.close();
  if (failed > 0) throw new Error(`${failed} sites could not be re-rendered`);
  return {
    sitesPerSecond: (published / wallMs) * 1000,
    coreShare: (used.user + used.system) / 1000 / wallMs,
    published,
    loopP99Ms: loop.percentile(99) / 1e6,
    loopMaxMs: loop.max / 1e6,
  };
}

const passes: Record<Case, Pass[]> = { changed: [], unchanged: [], resumes: [], idle: [] };
// The first sweep writes every site's files: the rounds after it find them as a publish leaves them.
await sweep('changed');
for (let round = 0; round < ROUNDS; round += 1) {
  for (const kind of ['changed', 'unchanged', 'resumes', 'idle'] as const)
    passes[kind].push(await sweep(kind));
}

console.log(`\n${machine()}; ${SITES} live sites on ${database ? 'PostgreSQL' : 'SQLite'}, disk storage`);
console.log('| every site | sites / s | share of one core | event loop late, p99 / max (ms) | sites swept |');
console.log('| --- | --- | --- | --- | --- |');
for (const [label, key] of [
  ['page differs (written)', 'changed'],
  ['page is as rendered (compared only)', 'unchanged'],
  ['résumé drawn by an earlier release (page compared, résumé drawn)', 'resumes'],
  ['none to sweep (the server idle: the anchor)', 'idle'],
] as const) {
  const runs = passes[key];
  const rate = median(runs.map((r) => r.sitesPerSecond));
  console.log(
    `| ${label} | ${rate.toFixed(rate < 10 ? 1 : 0)} | ` +
      `${median(runs.map((r) => r.coreShare)).toFixed(2)} | ` +
      `${median(runs.map((r) => r.loopP99Ms)).toFixed(1)} / ${median(runs.map((r) => r.loopMaxMs)).toFixed(1)} | ` +
      `${runs[0]?.published} |`,
  );
}

await database?.drop();
fs.rmSync(dataDir, { recursive: true, force: true });

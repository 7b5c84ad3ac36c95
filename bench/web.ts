// What a browser downloads for each public page, and Lighthouse's scores of it, on the production build.
// Build first (npm run build); this script builds nothing. Prints figures only; it never fails a build.
// Run: npm run bench:web (BENCH_WEB_ANCHOR=<another build's dist> measures that build beside this one)
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { buildApp } from '@portfolio/server/app';
import { loadConfig } from '@portfolio/server/config';
import { launchChromium } from '@portfolio/test-support/chromium';
import { failingAudits, lighthouseSummary, runLighthouse } from './lighthouse.ts';

/** Every public page, prerendered at build time (apps/web/src/app/prerender.tsx). */
const PAGES = [
  '/',
  '/templates',
  '/FAQ',
  '/blog',
  '/aboutus',
  '/termsandconditions',
  '/privacypolicy',
  '/refundpolicy',
];

const distIndex = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));
if (!fs.existsSync(distIndex)) {
  console.error('No web build: run "npm run build" first.');
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type Asset = { url: string; type: 'script' | 'stylesheet'; bytes: number; gzip: number };

/** Loads the page in Chromium and measures every script and stylesheet it fetches, gzipped here (level 9). */
async function measureDownloads(url: string): Promise<Asset[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const pending: Promise<Asset | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then(
          (body) => ({
            url: new URL(response.url()).pathname,
            type,
            bytes: body.length,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
          }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    return (await Promise.all(pending)).filter((asset): asset is Asset => asset !== null);
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run of one page, with the JavaScript Chromium ran before any interaction. */
type Run = {
  performance: number;
  tbt: number;
  /** Lighthouse's long tasks (over 50 ms with the CPU slowed 4×, as simulated): how many, the longest. */
  longTasks: number;
  longest: number;
  js: number;
  summary: Record<string, unknown>;
};

/** The long tasks Lighthouse lists for a run: how many, and the longest (simulated durations). */
function longTasksOf(lhr: Awaited<ReturnType<typeof runLighthouse>>['lhr']) {
  const details = lhr.audits['long-tasks']?.details;
  const items = details && 'items' in details ? (details.items as { duration?: number }[]) : [];
  const durations = items.map((item) => Math.round(item.duration ?? 0));
  return { longTasks: durations.length, longest: Math.max(0, ...durations) };
}

/** The app on a fresh data folder, serving the web build in `webDistDir`. */
async function startApp(webDistDir: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-web-'));
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: webDistDir,
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// BENCH_WEB_ANCHOR: another build's `dist` folder (an older commit's `npm run build`), measured in the
// same runs as this one, page by page in turn (anchor, current, anchor, current…), so both see the
// same load on the machine.
const anchorDist = process.env.BENCH_WEB_ANCHOR;
const builds = [
  ...(anchorDist ? [{ name: `anchor (${anchorDist})`, dist: path.resolve(anchorDist) }] : []),
  { name: 'this build', dist: path.dirname(distIndex) },
];
const servers = await Promise.all(builds.map((build) => startApp(build.dist)));
try {
  const origin = servers.at(-1)?.origin ?? '';
  console.log(`node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, ${origin}`);

  const home = await measureDownloads(`${origin}/`);
  console.log('\nJavaScript and CSS downloaded for / (gzip: level 9, measured here)');
  console.table(
    home.map((asset) => ({
      file: asset.url,
      type: asset.type,
      bytes: kb(asset.bytes),
      gzip: kb(asset.gzip),
    })),
  );

  // Each page three times, in turn (A B C … A B C …), so a burst of load on the machine hits every page
  // alike; then the median and the worst of each figure. "JS gzip" is what Chromium ran before any
  // interaction (scripts requested by the page; a page of islands prefetches the app when idle, not run).
  const RUNS = 3;
  const runs = builds.map(() => new Map<string, Run[]>());
  const notes: string[] = [];
  let browserVersion = '';
  let lighthouseVersion = '';
  for (let run = 0; run < RUNS; run += 1) {
    for (const page of PAGES) {
      for (const [index, server] of servers.entries()) {
        const url = `${server.origin}${page}`;
        const scripts = (await measureDownloads(url)).filter((asset) => asset.type === 'script');
        const result = await runLighthouse(url);
        browserVersion = result.browserVersion;
        lighthouseVersion = result.lhr.lighthouseVersion;
        const byPage = runs[index] as Map<string, Run[]>;
        byPage.set(page, [
          ...(byPage.get(page) ?? []),
          {
            // No score: Lighthouse could not measure that run (its error is in the notes), not a score of 0.
            performance: Math.round((result.lhr.categories.performance?.score ?? Number.NaN) * 100),
            tbt: Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
            ...longTasksOf(result.lhr),
            js: scripts.reduce((sum, asset) => sum + asset.gzip, 0),
            summary: lighthouseSummary(result.lhr),
          },
        ]);
        const where = `${builds[index]?.name}: ${page} (run ${run + 1})`;
        if (result.lhr.runtimeError) {
          const { code, message } = result.lhr.runtimeError;
          notes.push(`${where}: not measured, ${code}: ${message}`);
        }
        const failing = failingAudits(result.lhr);
        if (failing.length > 0) notes.push(`${where}:\n  ${failing.join('\n  ')}`);
      }
    }
  }
  // Of the runs Lighthouse measured; `measured` says how many of the three that was.
  const known = (values: number[]) => values.filter((value) => !Number.isNaN(value));
  const median = (values: number[]) =>
    known(values).sort((a, b) => a - b)[Math.floor(known(values).length / 2)] ?? Number.NaN;
  console.log(
    `\nLighthouse ${lighthouseVersion} on ${browserVersion}, mobile defaults (slow 4G, 4x CPU), ${RUNS} runs per page`,
  );
  for (const [index, build] of builds.entries()) {
    const rows = PAGES.map((page) => {
      const measured = runs[index]?.get(page) ?? [];
      const performance = measured.map((m) => m.performance);
      const tbt = measured.map((m) => m.tbt);
      const js = measured.map((m) => m.js);
      const last = measured.at(-1)?.summary ?? {};
      return {
        page,
        'perf median': median(performance),
        'perf worst': Math.min(...known(performance)),
        measured: `${known(performance).length}/${RUNS}`,
        'TBT median': `${median(tbt)} ms`,
        'TBT worst': `${Math.max(...known(tbt))} ms`,
        'long tasks median': median(measured.map((m) => m.longTasks)),
        'longest task worst': `${Math.max(...measured.map((m) => m.longest))} ms`,
        'JS gzip median': kb(median(js)),
        'JS gzip worst': kb(Math.max(...js)),
        A11y: last.accessibility,
        'Best pr.': last['best practices'],
        SEO: last.SEO,
        FCP: last.FCP,
        LCP: last.LCP,
        CLS: last.CLS,
      };
    });
    console.log(`\n${build.name}`);
    console.table(rows);
  }
  console.log(
    'Aims (issue 30): performance 100 on every run, TBT under 100 ms, JS before interaction under 35 KB.',
  );
  if (notes.length > 0) console.log(`\nAudits below 90:\n${notes.join('\n')}`);
} finally {
  await Promise.all(servers.map((server) => server.close()));
}

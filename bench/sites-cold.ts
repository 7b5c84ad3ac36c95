// Hosting at scale (issue 29): COLD_SITES live sites (default 1 000) with the demo's 25 KB page each,
// then, after a restart of the server (a process of its own: cold-server.ts), every site asked for
// once at 32 connections (wrk walking the hosts, walk-hosts.lua) and then WARM_WALKS times more (warm,
// default 10: one walk of 1 000 cached pages is some 40 ms, too short a sample to compare); then,
// after COLD_QUIET_S seconds without a request (default 15; 0 skips it), as many other sites once
// each: first views on a server that has been quiet a while. Beside nginx serving the same files
// mapped by host, restarted the same way. Three rounds, with and without Accept-Encoding: in each,
// the app's cold pass and then nginx's; then, both up, one warm pass of each not counted (a warm-up)
// and WARM_PAIRS (default 4) counted, in turn; then each one's pass after the quiet spell. The table
// gives medians, the ratio app / nginx (the median of each app pass's against the nginx pass beside
// it), the mean wait the rate allows, the app's cache, its full collections and the longest stall of
// its event loop in each pass.
// Run alone: node bench/sites-cold.ts (bench:sites runs it too; COLD_SITES=0 skips it there).
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildAppWithServices } from '@portfolio/server/app';
import { contentIdOf, siteKey } from '@portfolio/server/modules/sites/site-files';
import { packKey, packSiteFile } from '@portfolio/server/modules/sites/site-pack';
import { freePort } from '@portfolio/test-support/free-port';
import { insertLiveSites } from '../apps/server/test/live-sites.ts';
import { benchConfig } from './bench-config.ts';
import type { ColdServerStats } from './cold-server.ts';
import { machine } from './timing.ts';
import { type WrkResult, which, wrk } from './wrk.ts';

const ROUNDS = 3;
const WARM_WALKS = Number(process.env.WARM_WALKS ?? 10);
const WARM_PAIRS = Number(process.env.WARM_PAIRS ?? 4);
const BROWSERS = 'gzip, deflate, br';
const nameOf = (i: number) => `cold-${String(i).padStart(5, '0')}`;
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Drops the kernel's page cache (root only): a cold pass then reads the files from the disk. */
export function dropPageCache(): boolean {
  try {
    execFileSync('sh', ['-c', 'sync && echo 3 > /proc/sys/vm/drop_caches'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The demo's page, published by the app itself, and the app's database for the sites' rows. */
async function demoPage(dataDir: string): Promise<string> {
  const { app, services } = await buildAppWithServices(benchConfig(dataDir, { SEED_DEMO: 'true' }));
  const page = (await services.storage.get(siteKey('demo', 'index.html')))?.toString() ?? '';
  await app.close();
  return page;
}

/**
 * `count` live sites, each a portfolio row and its page with its pack (both compressed copies) stored as a
 * publish leaves them (its page is the demo's, under its own address); the same files for nginx
 * under `nginxRoot/<name>/` with `.gz` and `.br` beside the page, as gzip_static and brotli_static want.
 */
export async function seedSites(dataDir: string, nginxRoot: string, count: number): Promise<string[]> {
  const page = await demoPage(dataDir);
  const { app, services } = await buildAppWithServices(benchConfig(dataDir));
  const names = Array.from({ length: count }, (_, i) => nameOf(i));
  await insertLiveSites(app.db, names);
  for (const name of names) {
    const body = Buffer.from(page.replaceAll('demo.localhost', `${name}.localhost`));
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = zlib.gzipSync(body, { level: 9 });
    const key = siteKey(name, 'index.html');
    await services.storage.put(key, body);
    await services.storage.put(packKey(key), packSiteFile({ body, ...contentIdOf(body) }, { br, gzip }));
    const folder = path.join(nginxRoot, name);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'index.html'), body);
    fs.writeFileSync(path.join(folder, 'index.html.gz'), gzip);
    fs.writeFileSync(path.join(folder, 'index.html.br'), br);
  }
  await app.close();
  return names;
}

/** A tight nginx (1 worker, like the one Node process): sendfile, open_file_cache, precompressed files. */
function nginxConf(dataDir: string, root: string, port: number): string {
  const brotli = fs.existsSync(BROTLI_MODULE);
  const conf = path.join(dataDir, 'nginx-cold.conf');
  fs.writeFileSync(
    conf,
    `${brotli ? `load_module ${BROTLI_MODULE};` : ''}
daemon off; worker_processes 1; pid ${dataDir}/nginx-cold.pid; error_log ${dataDir}/nginx-cold-error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  open_file_cache max=10000 inactive=60s; open_file_cache_valid 60s;
  gzip_static on; ${brotli ? 'brotli_static on;' : ''}
  types { text/html html; }
  server { listen 127.0.0.1:${port}; server_name ~^(?<site>[a-z0-9-]+)\\.localhost$;
    root ${root}/$site; index index.html; } }`,
  );
  return conf;
}

/** Waits until a server on `port` answers 200 for `host` (http.get: fetch may not set Host). */
async function answering(port: number, host: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing answers at 127.0.0.1:${port} for ${host}`);
}

/**
 * The app started afresh in a process of its own (cold-server.ts) with the flags this bench's Node
 * was started with (serve's, in bench:sites), as `npm run serve` starts it: a restart.
 */
export async function startColdServer(dataDir: string, port: number) {
  const child = fork(path.join(import.meta.dirname, 'cold-server.ts'), [dataDir, String(port)], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the app's process ended before it listened (${code})`)));
  });
  return {
    stats: () =>
      new Promise<ColdServerStats>((resolve) => {
        child.once('message', (stats) => resolve(stats as ColdServerStats));
        child.send('stats');
      }),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** An app pass and the nginx pass run beside it (one after the other, on the same machine). */
type Pair = { app: Pass; nginx: Pass };
/** A round's pairs, by phase. */
type Round = { cold: Pair[]; warm: Pair[]; quiet: Pair[] };

type Pass = WrkResult & {
  'hit rate'?: number;
  'cache MB'?: number;
  'RSS MB'?: number;
  'full GCs'?: number;
  'GC pause ms'?: number;
  'loop held max ms'?: number;
};

/** What `COLD_VISITORS=browsers` sends: a browser's User-Agent, so the app counts each view as a visitor's. */
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';

export async function benchColdSites({
  sites = 1000,
  connections = 32,
  quietSeconds = Number(process.env.COLD_QUIET_S ?? 15),
} = {}) {
  // wrk sends no User-Agent, and the app counts no view of such a client (a robot): by default the
  // passes leave the view counter out. `COLD_VISITORS=browsers` counts every view, as real ones are.
  const userAgent = process.env.COLD_VISITORS === 'browsers' ? BROWSER_AGENT : '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-cold-'));
  fs.chmodSync(dataDir, 0o755);
  const nginxRoot = path.join(dataDir, 'nginx-root');
  const seeding = performance.now();
  const seeded = await seedSites(dataDir, nginxRoot, quietSeconds > 0 ? 2 * sites : sites);
  // The sites of the passes after a restart, and the others for the pass after a quiet spell.
  const [names, quietNames] = [seeded.slice(0, sites), seeded.slice(sites)];
  const hostsFiles = [names, quietNames].map((list, i) => {
    const file = path.join(dataDir, `hosts-${i}.txt`);
    fs.writeFileSync(file, `${list.map((name) => `${name}.localhost`).join('\n')}\n`);
    return file;
  });
  const walk = (encoding: string, hostsFile: string, count: number) => ({
    file: path.join(import.meta.dirname, 'walk-hosts.lua'),
    args: [hostsFile, String(count), encoding, userAgent],
  });
  // walk-hosts.lua times one pass itself and stops there; wrk still sleeps out its -d before it
  // prints, so -d is the cost of each pass in wall time and the bound of one that never ends.
  // A pass of `count` requests walks the list round and round: 10 000 ask each of 1 000 sites ten times.
  const pass = async (
    port: number,
    encoding: string,
    hostsFile = hostsFiles[0] as string,
    count = sites,
    seconds = 4,
  ) => {
    const result = await wrk(`http://127.0.0.1:${port}/`, {
      seconds,
      connections,
      script: walk(encoding, hostsFile, count),
    });
    if (result.requests < count)
      console.log(`a pass did not end in ${seconds} s: ${result.requests} answers`);
    return result;
  };
  // Cached pages go at 25 000 req/s and more: 3 s holds ten walks of 1 000 sites with room to spare.
  const warmPass = (port: number, encoding: string) =>
    pass(port, encoding, hostsFiles[0], WARM_WALKS * sites, 3);
  const phases: (readonly [string, keyof Round])[] = [
    ['cold', 'cold'],
    ['warm', 'warm'],
    ...(quietSeconds > 0 ? ([[`cold after ${quietSeconds} s quiet`, 'quiet']] as const) : []),
  ];

  let droppedCache = false;
  let maxBytes = 0;
  /** The app started afresh, and its passes with its cache's and collector's figures for each. */
  async function startApp(encoding: string) {
    const port = await freePort();
    droppedCache = dropPageCache();
    const server = await startColdServer(dataDir, port);
    const measured = async (run: () => Promise<WrkResult>): Promise<Pass> => {
      const before = await server.stats();
      const result = await run();
      const after = await server.stats();
      maxBytes = after.maxBytes;
      const asked = after.hits - before.hits + after.loads - before.loads;
      return {
        ...result,
        'hit rate': Number(((after.hits - before.hits) / Math.max(1, asked)).toFixed(2)),
        'cache MB': Number((after.bytes / 2 ** 20).toFixed(1)),
        'RSS MB': Math.round(after.rss / 2 ** 20),
        // A full collection pauses every request in flight: the likeliest cause of a pass's p99.
        'full GCs': after.fullCollections - before.fullCollections,
        'GC pause ms': Number((after.fullCollectionMs - before.fullCollectionMs).toFixed(1)),
        // The longest stall of the event loop in the pass (its stats before reset the figure).
        'loop held max ms': Number(after.loopHeldMaxMs.toFixed(1)),
      };
    };
    return {
      cold: () => measured(() => pass(port, encoding)),
      warm: () => measured(() => warmPass(port, encoding)),
      quiet: () => measured(() => pass(port, encoding, hostsFiles[1])),
      stop: () => server.stop(),
    };
  }

  /** nginx started afresh, with the same passes. */
  async function startNginx(encoding: string) {
    const port = await freePort();
    const conf = nginxConf(dataDir, nginxRoot, port);
    droppedCache = dropPageCache();
    const nginx: ChildProcess = spawn('nginx', ['-c', conf, '-p', dataDir], { stdio: 'ignore' });
    // Asks a host outside the walk, so every site is still unread in the cold pass.
    await answering(port, 'probe.localhost');
    return {
      cold: () => pass(port, encoding),
      warm: () => warmPass(port, encoding),
      quiet: () => pass(port, encoding, hostsFiles[1]),
      async stop() {
        nginx.kill('SIGTERM');
        await new Promise((resolve) => nginx.once('exit', resolve));
      },
    };
  }

  /**
   * One round: each server restarted and its cold pass (the app's, then nginx's, each after the page
   * cache is dropped); then, both up, a warm-up pass of each and WARM_PAIRS warm passes of each in
   * turn (which server goes first alternates from pair to pair); then, after `quietSeconds` without
   * a request, each server's pass over the other sites.
   */
  async function round(encoding: string, index: number): Promise<Round> {
    const app = await startApp(encoding);
    let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
    try {
      const cold = await app.cold();
      nginx = await startNginx(encoding);
      const pairs: Round = { cold: [{ app: cold, nginx: await nginx.cold() }], warm: [], quiet: [] };
      // One pass each first, not counted: the app's code for a cached page is still being optimised
      // in the first thousands of answers after a restart (V8 tiers a function up after some 3 000
      // calls), and warm is the steady state of a page asked for again and again.
      await app.warm();
      await nginx.warm();
      for (let i = 0; i < WARM_PAIRS; i += 1) {
        const nginxFirst = (index + i) % 2 === 1 ? await nginx.warm() : undefined;
        const appPass = await app.warm();
        pairs.warm.push({ app: appPass, nginx: nginxFirst ?? (await nginx.warm()) });
      }
      if (quietSeconds > 0) {
        await new Promise((resolve) => setTimeout(resolve, quietSeconds * 1000));
        pairs.quiet.push({ app: await app.quiet(), nginx: await nginx.quiet() });
      }
      return pairs;
    } finally {
      await app.stop();
      await nginx?.stop();
    }
  }
  fs.mkdirSync(path.join(nginxRoot, 'probe'), { recursive: true });
  fs.writeFileSync(path.join(nginxRoot, 'probe', 'index.html'), 'probe');
  console.log(
    `\nCold sites: ${seeded.length} sites seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s ` +
      `(${fs.statSync(path.join(nginxRoot, names[0] as string, 'index.html')).size} bytes of HTML each); ` +
      `each server restarted before each cold pass; every site once per cold pass and ${WARM_WALKS} times in each warm one (${WARM_PAIRS} of each server a round, in turn), ${connections} connections, ` +
      `${quietSeconds > 0 ? `then ${sites} other sites after ${quietSeconds} s without a request, ` : ''}` +
      `${userAgent ? "a browser's User-Agent (every view counted)" : 'no User-Agent (no view counted)'}; ` +
      `${ROUNDS} rounds interleaved (app, nginx, app, nginx, ...), medians, each ratio the median of the pairs'; nginx 1 worker, sendfile, tcp_nopush, ` +
      `open_file_cache, gzip_static${fs.existsSync(BROTLI_MODULE) ? ', brotli_static' : ' (no brotli module)'}; ` +
      machine(),
  );

  const rows: Record<string, string | number>[] = [];
  for (const encoding of ['', BROWSERS]) {
    const rounds: Round[] = [];
    for (let index = 0; index < ROUNDS; index += 1) rounds.push(await round(encoding, index));
    for (const [phase, key] of phases) {
      const pairs = rounds.flatMap((pairsOf) => pairsOf[key]);
      const of = (server: 'app' | 'nginx', field: keyof Pass) =>
        median(pairs.map((pair) => Number(pair[server][field] ?? Number.NaN)));
      // Each pair's servers ran one after the other: their ratio is spared the drifts of a noisy machine.
      const ratio = median(pairs.map((pair) => pair.app['req/s'] / pair.nginx['req/s']));
      for (const server of ['app', 'nginx'] as const) {
        rows.push({
          request: encoding ? `Accept-Encoding: ${encoding}` : 'no Accept-Encoding',
          phase,
          server,
          passes: pairs.length,
          requests: of(server, 'requests'),
          'req/s': of(server, 'req/s'),
          'p50 ms': of(server, 'p50 ms'),
          'p99 ms': of(server, 'p99 ms'),
          // Little's law: at this rate with every connection busy, a request waits this long on
          // average, so no p99 can be lower.
          'conns / req/s ms': Number(((connections / of(server, 'req/s')) * 1000).toFixed(1)),
          errors: of(server, 'errors'),
          ...(server === 'app' && {
            'ratio app/nginx': ratio.toFixed(2),
            'hit rate': of('app', 'hit rate'),
            'cache MB': of('app', 'cache MB'),
            'cache max MB': Number((maxBytes / 2 ** 20).toFixed(1)),
            'RSS MB': of('app', 'RSS MB'),
            'full GCs': of('app', 'full GCs'),
            'GC pause ms': of('app', 'GC pause ms'),
            'loop held max ms': of('app', 'loop held max ms'),
          }),
        });
      }
    }
  }
  console.table(rows);
  console.log(
    `page cache dropped before each cold pass: ${droppedCache ? 'yes' : 'no (not root)'}; ` +
      'aims: cold req/s at least 0.5x nginx with p99 under 10 ms, warm at least 0.7x nginx',
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv[1] === import.meta.filename) {
  if (!which('nginx') || !which('wrk')) {
    console.log('bench/sites-cold.ts needs nginx and wrk: apt-get install nginx-light wrk');
  } else {
    await benchColdSites({ sites: Number(process.env.COLD_SITES ?? 1000) });
  }
}

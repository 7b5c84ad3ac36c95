// Serving a published portfolio site: the app (by Host header) against a tight nginx serving the
// same files from disk under the same load from wrk, and against a bare `node:http` server
// replaying the app's answers (bench/bare-node.ts; the app answers sites below Node's parser since
// decision 70, so it can pass it), three times each interleaved (app, nginx, bare
// Node, app, ...) with medians; then the cold case of many sites (bench/sites-cold.ts, COLD_SITES
// sites, default 1 000; COLD_SITES=0 skips it); then Lighthouse's scores of
// each template's demo site at its own address, with its page weight; then a portfolio with project
// images in each template (bench/site-images.ts; SITE_IMAGES=0 skips it). Prints figures only.
// Needs Debian's nginx and wrk (apt-get install nginx-light wrk).
// Run: npm run bench:sites [-- seconds connections] (seconds of each warm run, default 5)
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApp } from '@portfolio/server/app';
import { demoHostingName } from '@portfolio/server/modules/sites/demo';
import { TEMPLATES } from '@portfolio/shared/templates';
import { freePort } from '@portfolio/test-support/free-port';
import { benchConfig } from './bench-config.ts';
import { printLighthouse, runLighthouse } from './lighthouse.ts';
import { benchSiteImages } from './site-images.ts';
import { BROTLI_MODULE, benchColdSites, median } from './sites-cold.ts';
import { type WrkResult, which, wrk } from './wrk.ts';

type Server = 'app' | 'nginx' | 'bare';
const SERVER_NAMES: Record<Server, string> = {
  app: 'app (Host: demo.localhost)',
  nginx: 'nginx (same page)',
  bare: 'bare Node (the same answers)',
};

/** The demo page's answer as the app sent it: its headers (but the per-connection ones) and its bytes. */
function rawAnswer(port: number, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    http
      .get(
        { port, host: '127.0.0.1', path: '/', headers: { ...headers, host: 'demo.localhost' } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const kept = Object.entries(response.headers).filter(
              ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
            );
            resolve({
              headers: Object.fromEntries(kept) as Record<string, string>,
              body: Buffer.concat(chunks),
            });
          });
        },
      )
      .on('error', reject);
  });
}

const seconds = Number(process.argv[2] ?? 5);
const ROUNDS = 3;
const connections = Number(process.argv[3] ?? 32);

const missing = ['nginx', 'wrk'].filter((c) => !which(c));
if (missing.length > 0) {
  console.log(`bench:sites needs ${missing.join(' and ')}: apt-get install nginx-light wrk`);
  process.exit(0);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-sites-'));
const appPort = await freePort();
const app = await buildApp(benchConfig(dataDir, { PORT: String(appPort), SEED_DEMO: 'true' }));
await app.listen({ port: appPort, host: '127.0.0.1' });

// The same published files, served by nginx from disk.
const root = path.join(dataDir, 'nginx-root');
fs.mkdirSync(root);
// nginx's workers run as an unprivileged user: let them into the temporary folder.
fs.chmodSync(dataDir, 0o755);
// The demo's page as the app answers it, without and with Brotli: nginx serves the first, and the bare
// Node server (below) replays both.
const plain = await rawAnswer(appPort, {});
const brotliAnswer = await rawAnswer(appPort, { 'accept-encoding': 'br' });
const page = plain.body;
fs.writeFileSync(path.join(root, 'index.html'), page);
// nginx's gzip_static serves this file to clients that accept gzip: precompressed, as the aim says.
fs.writeFileSync(path.join(root, 'index.html.gz'), zlib.gzipSync(page, { level: 9 }));
fs.writeFileSync(
  path.join(root, 'index.html.br'),
  zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
// Debian's nginx-light lacks it; libnginx-mod-http-brotli-static adds it.
const brotli = fs.existsSync(BROTLI_MODULE);
const cover = page.toString().match(/src="(cover-[0-9a-f]{16}\.webp)"/)?.[1] as string;
fs.writeFileSync(
  path.join(root, cover),
  Buffer.from(await (await fetch(`http://127.0.0.1:${appPort}/sites/demo/${cover}`)).arrayBuffer()),
);
const nginxPort = await freePort();
const conf = path.join(dataDir, 'nginx.conf');
fs.writeFileSync(
  conf,
  `${brotli ? `load_module ${BROTLI_MODULE};` : ''}
daemon off; worker_processes 1; pid ${dataDir}/nginx.pid; error_log ${dataDir}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  open_file_cache max=10000 inactive=60s; open_file_cache_valid 60s;
  gzip_static on; ${brotli ? 'brotli_static on;' : ''}
  types { text/html html; image/webp webp; }
  server { listen 127.0.0.1:${nginxPort}; root ${root}; index index.html; } }`,
);
const nginx = spawn('nginx', ['-c', conf, '-p', dataDir], { stdio: 'ignore' });
for (let i = 0; i < 50; i += 1) {
  if (
    await fetch(`http://127.0.0.1:${nginxPort}/`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

// A bare node:http server (bench/bare-node.ts): the app's answers, each as it sent it, replayed in
// a process of its own.
const answers = path.join(dataDir, 'bare-node');
fs.mkdirSync(answers);
for (const [encoding, { headers, body }] of [
  ['identity', plain],
  ['br', brotliAnswer],
] as const) {
  fs.writeFileSync(path.join(answers, `${encoding}.headers.json`), JSON.stringify(headers));
  fs.writeFileSync(path.join(answers, `${encoding}.body`), body);
}
const barePort = await freePort();
const bare = fork(new URL('./bare-node.ts', import.meta.url).pathname, [String(barePort), answers]);
await new Promise((resolve) => bare.once('message', resolve));

console.log(
  `node ${process.version}, ${os.cpus().length} cores; GET / of the demo site (${page.length} bytes of HTML); ` +
    `wrk 1 thread, ${connections} connections, ${seconds} s each, ${ROUNDS} rounds interleaved (app, nginx, bare Node, ...), ` +
    `medians; nginx with 1 worker (the app is one Node process), sendfile, tcp_nopush, open_file_cache, ` +
    `gzip_static${brotli ? ', brotli_static' : ' (no brotli module: brotli-less)'}; load average ` +
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
);
const rows: Record<string, string | number>[] = [];
const browsers = { 'accept-encoding': 'gzip, deflate, br' };
for (const [request, headers] of [
  ['no Accept-Encoding', {}],
  ['Accept-Encoding: gzip, deflate, br', browsers],
] as const) {
  const runs: Record<Server, WrkResult[]> = { app: [], nginx: [], bare: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.app.push(
      await wrk(`http://127.0.0.1:${appPort}/`, {
        seconds,
        connections,
        headers: { ...headers, Host: 'demo.localhost' },
      }),
    );
    runs.nginx.push(
      await wrk(`http://127.0.0.1:${nginxPort}/`, {
        seconds,
        connections,
        headers: { ...headers, Host: 'localhost' },
      }),
    );
    runs.bare.push(await wrk(`http://127.0.0.1:${barePort}/`, { seconds, connections, headers }));
  }
  const of = (server: Server, field: keyof WrkResult) => median(runs[server].map((run) => run[field]));
  const ratio = (a: Server, b: Server) => (of(a, 'req/s') / of(b, 'req/s')).toFixed(2);
  for (const server of ['app', 'nginx', 'bare'] as const) {
    rows.push({
      request,
      server: SERVER_NAMES[server],
      'req/s': of(server, 'req/s'),
      'req/s of each run': runs[server].map((run) => run['req/s']).join(' '),
      'p50 ms': of(server, 'p50 ms'),
      'p99 ms': of(server, 'p99 ms'),
      errors: of(server, 'errors'),
      ...(server !== 'nginx' && { ratio: ratio(server, 'nginx') }),
      ...(server === 'app' && { 'of bare Node': ratio('app', 'bare') }),
    });
  }
}
console.table(rows);
console.log(
  "ratio: median req/s against nginx's in the same run (aim for the app: at least 0.70 in both rows); " +
    "of bare Node: the app's against a node:http server that only replays its answers",
);

nginx.kill('SIGTERM');
bare.kill('SIGTERM');
/** What a first visit downloads (as sent, with Brotli where the server offers it): page, fonts, cover. */
async function pageWeight(siteUrl: string) {
  const get = async (url: string) => {
    const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    const body = Buffer.from(await response.arrayBuffer());
    // fetch decodes the body: the size sent is the header's when the answer was compressed.
    return { text: body.toString(), sent: Number(response.headers.get('content-length') ?? body.length) };
  };
  const page = await get(siteUrl);
  const fonts = [...new Set(page.text.match(/\/_site-fonts\/[a-z0-9-]+\.woff2/g) ?? [])];
  const cover = page.text.match(/src="(cover-[0-9a-f]{16}\.webp)"/)?.[1];
  let fontBytes = 0;
  for (const font of fonts) fontBytes += (await get(new URL(font, siteUrl).href)).sent;
  const coverBytes = cover ? (await get(new URL(cover, siteUrl).href)).sent : 0;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return {
    'HTML+CSS (sent)': kb(page.sent),
    'HTML+CSS (raw)': kb(Buffer.byteLength(page.text)),
    fonts: `${kb(fontBytes)} (${fonts.length})`,
    cover: kb(coverBytes),
    total: kb(page.sent + fontBytes + coverBytes),
  };
}

if (process.env.LIGHTHOUSE !== '0') {
  const rows: Record<string, string | number>[] = [];
  for (const template of TEMPLATES) {
    const siteUrl = `http://${demoHostingName(template.id)}.localhost:${appPort}/`;
    const result = await runLighthouse(siteUrl);
    printLighthouse(siteUrl, result);
    const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
    rows.push({
      template: template.name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      // The same files at /sites/{name}/ (Node's resolver may not know *.localhost).
      ...(await pageWeight(`http://127.0.0.1:${appPort}/sites/${demoHostingName(template.id)}/`)),
    });
  }
  // A JSON Resume theme page (jsonresume.org's default theme, as the issue measured it): about
  // 17 KB of HTML with its CSS inline, before the fonts and pictures it loads.
  rows.push({ template: 'JSON Resume theme page (reference)', 'HTML+CSS (raw)': '≈ 17 KB' });
  console.log("\nEach template's demo site, first visit:");
  console.table(rows);
}
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

// After the warm app has closed, so the process's RSS in that table is the cold bench's app alone.
const coldSites = Number(process.env.COLD_SITES ?? 1000);
if (coldSites > 0) await benchColdSites({ sites: coldSites, connections });

if (process.env.SITE_IMAGES !== '0') await benchSiteImages();

// Serving a published portfolio site: the app (by Host header) against nginx serving the same
// files from disk, one after the other under the same load from wrk; then Lighthouse's scores of
// each template's demo site at its own address, with its page weight; then a portfolio with project
// images in each template (bench/site-images.ts; SITE_IMAGES=0 skips it). Prints figures only.
// Needs Debian's nginx and wrk (apt-get install nginx-light wrk).
// Run: npm run bench:sites [-- seconds connections]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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
import { type WrkResult, which, wrk } from './wrk.ts';

const seconds = Number(process.argv[2] ?? 10);
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
const page = Buffer.from(await (await fetch(`http://127.0.0.1:${appPort}/sites/demo/`)).arrayBuffer());
fs.writeFileSync(path.join(root, 'index.html'), page);
// nginx's gzip_static serves this file to clients that accept gzip: precompressed, as the aim says.
fs.writeFileSync(path.join(root, 'index.html.gz'), zlib.gzipSync(page, { level: 9 }));
const cover = page.toString().match(/src="(cover-[0-9a-f]{16}\.webp)"/)?.[1] as string;
fs.writeFileSync(
  path.join(root, cover),
  Buffer.from(await (await fetch(`http://127.0.0.1:${appPort}/sites/demo/${cover}`)).arrayBuffer()),
);
const nginxPort = await freePort();
const conf = path.join(dataDir, 'nginx.conf');
fs.writeFileSync(
  conf,
  `daemon off; worker_processes 1; pid ${dataDir}/nginx.pid; error_log ${dataDir}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; keepalive_requests 100000; gzip_static on;
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

console.log(
  `node ${process.version}, ${os.cpus().length} cores; GET / of the demo site (${page.length} bytes of HTML); ` +
    `wrk 1 thread, ${connections} connections, ${seconds} s each; nginx with 1 worker, sendfile, gzip_static`,
);
const rows: (WrkResult & { request: string; server: string; ratio?: string })[] = [];
const browsers = { 'accept-encoding': 'gzip, deflate, br' };
for (const [request, headers] of [
  ['no Accept-Encoding', {}],
  ['Accept-Encoding: gzip, deflate, br', browsers],
] as const) {
  const ours = await wrk(`http://127.0.0.1:${appPort}/`, {
    seconds,
    connections,
    headers: { ...headers, Host: 'demo.localhost' },
  });
  const theirs = await wrk(`http://127.0.0.1:${nginxPort}/`, {
    seconds,
    connections,
    headers: { ...headers, Host: 'localhost' },
  });
  rows.push({
    request,
    server: 'app (Host: demo.localhost)',
    ...ours,
    ratio: (ours['req/s'] / theirs['req/s']).toFixed(2),
  });
  rows.push({ request, server: 'nginx (same page)', ...theirs });
}
console.table(rows);
console.log('ratio: app req/s / nginx req/s in the same run (aim: at least 0.70 in both rows)');

nginx.kill('SIGTERM');
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

if (process.env.SITE_IMAGES !== '0') await benchSiteImages();

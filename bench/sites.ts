// Serving a published portfolio site: the app (by Host header) against nginx serving the same
// files from disk, one after the other under the same load from wrk; then Lighthouse's scores of
// the site at its own address. Prints figures only.
// Needs Debian's nginx and wrk (apt-get install nginx-light wrk).
// Run: npm run bench:sites [-- seconds connections]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApp } from '@portfolio/server/app';
import { loadConfig } from '@portfolio/server/config';
import { freePort, printLighthouse, runLighthouse } from './lighthouse.ts';
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
const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-of-at-least-thirty-two-chars',
    MAIL_TRANSPORT: 'outbox',
    PAYMENT_PROVIDER: 'sandbox',
    PORT: String(appPort),
    SEED_DEMO: 'true',
  }),
);
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
const siteUrl = `http://demo.localhost:${appPort}/`;
if (process.env.LIGHTHOUSE !== '0') printLighthouse(siteUrl, await runLighthouse(siteUrl));
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

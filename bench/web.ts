// What a browser downloads for the home page, and Lighthouse's scores of it, on the production build.
// Build first (npm run build); this script builds nothing. Prints figures only; it never fails a build.
// Run: npm run bench:web
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { buildApp } from '@portfolio/server/app';
import { loadConfig } from '@portfolio/server/config';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PAGE = '/';

const distIndex = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));
if (!fs.existsSync(distIndex)) {
  console.error('No web build: run "npm run build" first.');
  process.exit(1);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type Asset = { url: string; type: 'script' | 'stylesheet'; bytes: number; gzip: number };

/** Loads the page in Chromium and measures every script and stylesheet it fetches, gzipped here (level 9). */
async function measureDownloads(url: string): Promise<Asset[]> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
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

async function waitForDevTools(port: number, chrome: ChildProcess): Promise<string> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (chrome.exitCode !== null) throw new Error(`Chromium exited with code ${chrome.exitCode}`);
    try {
      const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
        Browser: string;
      };
      return version.Browser;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('Chromium did not open its DevTools port in 20 s');
}

/** Lighthouse's default run: mobile emulation with simulated slow 4G and a 4x slower CPU. */
async function runLighthouse(url: string) {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-chrome-'));
  const chrome = spawn(
    CHROME,
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    const browserVersion = await waitForDevTools(port, chrome);
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result');
    return { browserVersion, lhr: result.lhr };
  } finally {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill('SIGTERM');
    await exited;
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-web-'));
const app = await buildApp(
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED_DEMO: 'false' }),
);
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  const url = `http://127.0.0.1:${port}${PAGE}`;
  console.log(`node ${process.version}, ${os.cpus().length} cores, ${url}`);

  const assets = await measureDownloads(url);
  console.log(`\nJavaScript and CSS downloaded for ${PAGE} (gzip: level 9, measured here)`);
  console.table(
    assets.map((asset) => ({
      file: asset.url,
      type: asset.type,
      bytes: kb(asset.bytes),
      gzip: kb(asset.gzip),
    })),
  );
  for (const type of ['script', 'stylesheet'] as const) {
    const ofType = assets.filter((asset) => asset.type === type);
    const bytes = ofType.reduce((sum, asset) => sum + asset.bytes, 0);
    const gzip = ofType.reduce((sum, asset) => sum + asset.gzip, 0);
    const label = type === 'script' ? 'JavaScript' : 'CSS';
    console.log(`${label}: ${ofType.length} files, ${kb(bytes)} raw, ${kb(gzip)} gzip (${gzip} bytes)`);
  }

  const { browserVersion, lhr } = await runLighthouse(url);
  console.log(
    `\nLighthouse ${lhr.lighthouseVersion} on ${browserVersion}, form factor ${lhr.configSettings.formFactor}`,
  );
  console.table(
    Object.values(lhr.categories).map((category) => ({
      category: category.title,
      score: category.score === null ? 'n/a' : Math.round(category.score * 100),
    })),
  );
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ];
  console.table(
    metrics.map((id) => ({ metric: lhr.audits[id]?.title, value: lhr.audits[id]?.displayValue })),
  );
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .filter((audit) => audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
    .map((audit) => `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  if (failing.length > 0) console.log(`\nAudits below 90:\n  ${failing.join('\n  ')}`);
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// A published portfolio with project images in each template (issue 26 "Measure"): 8 projects of 6
// photo-like images each (1600 × 1000 JPEGs, all different) and 2 case studies placing one image in
// their text, set up through the real API (register, upload, create with templateId, order, pay in
// the sandbox, verify) on the app built in this process as bench/sites.ts builds it. Per template:
// Lighthouse (mobile defaults) on the home page and on a case-study page, interleaved over runs
// (medians); what a first visit of the home page downloads on a 360 × 740 phone (all requests as
// sent, lazy images only when the browser fetches them), and the layout shift of that visit and of
// scrolling the whole page. Prints figures only.
// Run: npm run bench:sites (it ends with this), or alone: node bench/site-images.ts
// IMAGE_SITE_RUNS=<n> sets the Lighthouse runs per page (default 3; 0 skips Lighthouse);
// BENCH_TEMPLATES=2,8 measures those templates only.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@portfolio/server/app';
import { apiPaths } from '@portfolio/shared/api';
import { imageUrl } from '@portfolio/shared/project-images';
import { sampleSite } from '@portfolio/templates/sample-site';
import { launchChromium } from '@portfolio/test-support/chromium';
import type { Browser as Chromium } from 'playwright-core';
import { benchConfig, benchTemplates, codeMailedBy } from './bench-config.ts';
import { failingAudits, runLighthouse } from './lighthouse.ts';
import { type Browser, browser, expect, formFields, publishNew, registerAccount } from './load-client.ts';
import { fileForm, photoLike } from './photo-like.ts';

const PROJECTS = 8;
const IMAGES_PER_PROJECT = 6;
const CASE_STUDIES = 2;
const PHONE = { width: 360, height: 740 };
/** Lighthouse's mobile pixel ratio, and a Galaxy S8's (the phone whose viewport is 360 × 740). */
const PIXEL_RATIOS = [1.75, 3] as const;
/** Lighthouse's slow 4G as DevTools applies it (its "devtools" throttling): latency and throughput. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Uploaded = { id: string; width: number; height: number };

/** A case study of a few paragraphs with the project's second image placed alone in one of them. */
function caseStudy(title: string, image: Uploaded, alt: string): string {
  return `## The problem

${title} had grown for five years without a plan: pages took six seconds to show anything on a phone,
and the team shipped once a month because every release broke something nobody had tested.

## What I did

- Measured first, on a mid-range phone over a slow network, and wrote down a budget per page
- Rendered the pages on the server and sent only the script the page needed
- Cut every picture to the sizes screens show, in AVIF and WebP
- Put the release behind a test suite the whole team could run in five minutes

![${alt}](image:${image.id})

The chart above is what the budget looked like after three months: every page under it, and the
slowest one twice as fast as the fastest was before.

## What I learned

> "Ship small, measure on the phone people really use, and keep the numbers where everyone sees them."

A budget nobody sees is a budget nobody keeps. The next project starts with the dashboard.`;
}

/** The portfolio's text fields (the lists as JSON), as the editor sends them: sampleSite with 8 projects. */
function contentFields(images: Uploaded[]): Record<string, string> {
  const projects = Array.from({ length: PROJECTS }, (_, p) => {
    const own = images.slice(p * IMAGES_PER_PROJECT, (p + 1) * IMAGES_PER_PROJECT);
    const title = `Project ${p + 1}`;
    const placed = own.map((image, i) => ({
      id: image.id,
      alt: `${title}, screen ${i + 1}: the dashboard with its charts and filters`,
      caption: i === 0 ? '' : `Screen ${i + 1} of ${title}`,
    }));
    return {
      title,
      role: 'Lead developer',
      startDate: '2023-01-01',
      endDate: '2023-12-31',
      techStack: 'React, TypeScript, Fastify, PostgreSQL',
      link: `https://example.com/projects/${p + 1}`,
      details:
        'A dashboard for a logistics company: live shipments, alerts and reports, used by 300 people a day.',
      images: placed,
      coverImageId: placed[0]?.id,
      slug: `project-${p + 1}`,
      ...(p < CASE_STUDIES && {
        caseStudy: caseStudy(title, own[1] as Uploaded, placed[1]?.alt as string),
      }),
    };
  });
  return formFields({ ...sampleSite, projects });
}

/** One site's pages set up: registers, uploads the images, and publishes one site per template. */
async function setUp(client: Browser, codeMailedTo: (email: string) => Promise<string>) {
  const person = { email: 'images-bench@example.com', userName: 'images_bench', fullName: 'Images Bench' };
  await registerAccount(client, person, codeMailedTo);

  // Two uploads at a time, as the editor sends them (a busy answer is waited out and sent again).
  const count = PROJECTS * IMAGES_PER_PROJECT;
  const images: Uploaded[] = new Array(count);
  const started = performance.now();
  let jpegBytes = 0;
  for (let i = 0; i < count; i += 2) {
    await Promise.all(
      [i, i + 1].map(async (n) => {
        const jpeg = await photoLike(1600, 1000, n + 1);
        jpegBytes += jpeg.length;
        const body = await fileForm('image', jpeg, `shot-${n + 1}.jpg`);
        images[n] = await expect(() => client.send('POST', apiPaths.uploadImage, { body }), 201, 'upload');
      }),
    );
  }
  const uploadSeconds = (performance.now() - started) / 1000;
  const cover = await photoLike(1600, 1000, 1000);
  const fields = contentFields(images);
  const sites: { templateId: number; name: string; hostingName: string }[] = [];
  for (const template of benchTemplates()) {
    const hostingName = `images-site-${template.id}`;
    await publishNew(client, { ...fields, hostingName, templateId: String(template.id) }, cover);
    sites.push({ templateId: template.id, name: template.name, hostingName });
  }
  return { images, sites, uploadSeconds, jpegBytes, coverBytes: cover.length };
}

/** The average size of each stored file of the uploads (what a page can fetch of one image). */
async function storedSizes(base: string, images: Uploaded[]) {
  const sizes: Record<string, number[]> = {};
  for (const image of images) {
    for (const width of [480, 960, 1600]) {
      for (const format of ['avif', 'webp'] as const) {
        const res = await fetch(`${base}${imageUrl(image.id, width, format)}`);
        if (!res.ok) continue;
        const key = `${width}.${format}`;
        const bytes = (await res.arrayBuffer()).byteLength;
        sizes[key] = [...(sizes[key] ?? []), bytes];
      }
    }
  }
  return Object.fromEntries(
    Object.entries(sizes).map(([key, list]) => [key, kb(list.reduce((a, b) => a + b, 0) / list.length)]),
  );
}

type Weight = {
  total: number;
  requests: number;
  images: number;
  imageBytes: number;
  byType: Record<string, number>;
};

/** Adds up the layout shifts without input, and names what moved (tag and class of each source). */
const sumLayoutShifts = `(() => {
  window.__shifts = 0;
  window.__shifted = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts += entry.value;
      const moved = (entry.sources || []).map((s) => s.node ? (s.node.nodeName + (s.node.className ? '.' + String(s.node.className).split(' ')[0] : '')) : '?');
      window.__shifted.push(entry.value.toFixed(3) + ' at ' + Math.round(entry.startTime) + ' ms: ' + moved.join(', '));
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

/**
 * A first visit of `url` on a phone (360 × 740 at `pixelRatio`, empty cache): every response's bytes
 * as they travelled (headers and body, compressed), once the page has loaded and the network has been
 * quiet; then the same after scrolling to the bottom (not on slow 4G), and the layout shifts of each.
 * On slow 4G (DevTools' throttling) Chromium fetches lazy images from further below the screen.
 */
async function firstVisit(chromium: Chromium, url: string, pixelRatio: number, slow4g = false) {
  const context = await chromium.newContext({
    viewport: PHONE,
    deviceScaleFactor: pixelRatio,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (slow4g) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const types = new Map<string, { type: string; url: string }>();
    const sent = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) =>
      types.set(event.requestId, { type: event.type, url: event.response.url }),
    );
    cdp.on('Network.loadingFinished', (event) => sent.set(event.requestId, event.encodedDataLength));
    const weigh = (): Weight => {
      const byType: Record<string, number> = {};
      let images = 0;
      let imageBytes = 0;
      let total = 0;
      for (const [id, bytes] of sent) {
        const { type = 'Other', url = '' } = types.get(id) ?? {};
        byType[type] = (byType[type] ?? 0) + bytes;
        total += bytes;
        if (url.includes('/_images/')) {
          images += 1;
          imageBytes += bytes;
        }
      }
      return { total, requests: sent.size, images, imageBytes, byType };
    };
    await page.addInitScript(sumLayoutShifts);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await sleep(1000);
    const first = weigh();
    const firstShift = (await page.evaluate('window.__shifts')) as number;
    const shifted = (await page.evaluate('window.__shifted')) as string[];
    const connection = (await page.evaluate('navigator.connection?.effectiveType ?? "n/a"')) as string;
    const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
    if (slow4g) return { first, firstShift, shifted, connection, height };
    // Scrolled down a screen at a time, as someone reading the page would.
    for (let y = 0; y <= height; y += PHONE.height) {
      await page.evaluate(`window.scrollTo(0, ${y})`);
      await sleep(200);
    }
    await page.waitForLoadState('networkidle');
    await sleep(1000);
    const scrolled = weigh();
    const scrolledShift = (await page.evaluate('window.__shifts')) as number;
    return { first, firstShift, shifted, scrolled, scrolledShift, connection, height };
  } finally {
    await context.close();
  }
}

type Lhr = Awaited<ReturnType<typeof runLighthouse>>['lhr'];

/** The first page element an audit's details name (its HTML, shortened), or ''. */
function firstNode(details: unknown): string {
  if (typeof details !== 'object' || details === null) return '';
  const node = details as { type?: string; snippet?: string };
  if (node.type === 'node' && node.snippet) return node.snippet.replace(/\s+/g, ' ').slice(0, 90);
  for (const value of Object.values(details)) {
    const found = firstNode(value);
    if (found) return found;
  }
  return '';
}

/** How many of the requests Lighthouse weighed were project images. */
function imagesWeighed(lhr: Lhr): number {
  const items = (lhr.audits['total-byte-weight']?.details as { items?: { url?: string }[] } | undefined)
    ?.items;
  return (items ?? []).filter((item) => item.url?.includes('/_images/')).length;
}

function figures(lhr: Lhr) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    SEO: score('seo'),
    FCP: value('first-contentful-paint'),
    LCP: value('largest-contentful-paint'),
    TBT: value('total-blocking-time'),
    CLS: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    images: imagesWeighed(lhr),
    lcpElement: firstNode(lhr.audits['lcp-breakdown-insight']?.details),
  };
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

export async function benchSiteImages(runs = Number(process.env.IMAGE_SITE_RUNS ?? 3)) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-site-images-'));
  const app = await buildApp(benchConfig(dataDir));
  const chromium = await launchChromium();
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const client = browser(port, '127.0.0.1');
    const { images, sites, uploadSeconds, jpegBytes, coverBytes } = await setUp(client, codeMailedBy(app));
    console.log(
      `\n## Project images (issue 26): ${PROJECTS} projects × ${IMAGES_PER_PROJECT} images, ${CASE_STUDIES} case studies ` +
        `placing one image each; node ${process.version}, ${os.cpus().length} cores, load average ` +
        `${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}, Chromium ${chromium.version()}, commit ${commit()}`,
    );
    console.log(
      `${images.length} photo-like JPEGs of 1600 × 1000 (${kb(jpegBytes / images.length)} each on average) ` +
        `uploaded two at a time in ${uploadSeconds.toFixed(1)} s; site cover ${kb(coverBytes)} JPEG. ` +
        'Each stored file, on average:',
    );
    console.table([await storedSizes(base, images)]);

    // Lighthouse, interleaved: every template's home and case study in each run, then the next run.
    const pages = sites.flatMap((site) => [
      { site, page: 'home', url: `http://${site.hostingName}.localhost:${port}/` },
      { site, page: 'case study', url: `http://${site.hostingName}.localhost:${port}/project-1/` },
    ]);
    const results = new Map<string, ReturnType<typeof figures>[]>();
    const failing = new Map<string, Map<string, { title: string; values: string[]; node: string }>>();
    const errors = new Map<string, string[]>();
    let versions = '';
    for (let run = 1; run <= runs; run += 1) {
      for (const { site, page, url } of pages) {
        const key = `${site.name}|${page}`;
        const { lhr, browserVersion } = await runLighthouse(url);
        versions = `Lighthouse ${lhr.lighthouseVersion} on ${browserVersion}, ${lhr.configSettings.formFactor}`;
        // A run Lighthouse could not finish (no paint in time on a busy machine) is left out, and named.
        if (lhr.runtimeError) {
          errors.set(key, [...(errors.get(key) ?? []), lhr.runtimeError.code]);
          continue;
        }
        results.set(key, [...(results.get(key) ?? []), figures(lhr)]);
        const seen = failing.get(key) ?? new Map();
        for (const line of failingAudits(lhr)) {
          const id = line.split(':')[0] as string;
          const audit = lhr.audits[id];
          const entry = seen.get(id) ?? { title: audit?.title ?? id, values: [], node: '' };
          entry.values.push(audit?.displayValue ?? '');
          entry.node ||= firstNode(audit?.details);
          seen.set(id, entry);
        }
        failing.set(key, seen);
      }
    }
    if (runs > 0)
      console.log(
        `\nLighthouse (${versions}; simulated slow 4G, CPU 4× slower), ${runs} runs per page interleaved ` +
          '(every page once per run), medians; the four scores as min–max when they differ:',
      );
    const rows = pages.map(({ site, page }) => {
      const list = results.get(`${site.name}|${page}`) ?? [];
      const of = (name: Exclude<keyof ReturnType<typeof figures>, 'lcpElement'>) => list.map((r) => r[name]);
      const scoreOf = (name: 'performance' | 'accessibility' | 'best practices' | 'SEO') => {
        const values = of(name);
        const [low, high] = [Math.min(...values), Math.max(...values)];
        return low === high ? `${low}` : `${median(values)} (${low}–${high})`;
      };
      return {
        template: site.name,
        page,
        Perf: scoreOf('performance'),
        A11y: scoreOf('accessibility'),
        'Best pr.': scoreOf('best practices'),
        SEO: scoreOf('SEO'),
        'FCP ms': Math.round(median(of('FCP'))),
        'LCP ms': Math.round(median(of('LCP'))),
        'TBT ms': Math.round(median(of('TBT'))),
        CLS: Number(median(of('CLS')).toFixed(3)),
        'LH bytes': `${kb(median(of('bytes')))} (${median(of('images'))} images)`,
        ...(errors.has(`${site.name}|${page}`) && {
          'runs left out': errors.get(`${site.name}|${page}`)?.join(', '),
        }),
      };
    });
    if (runs > 0) console.table(rows);
    if (runs > 0) console.log('The LCP element, last run:');
    for (const { site, page } of runs > 0 ? pages : []) {
      console.log(
        `  ${site.name}, ${page}: ${results.get(`${site.name}|${page}`)?.at(-1)?.lcpElement || 'n/a'}`,
      );
    }
    for (const [key, seen] of failing) {
      if (seen.size === 0) continue;
      console.log(`Audits below 90, ${key.replace('|', ', ')} (in how many of ${runs} runs):`);
      for (const [id, { title, values, node }] of seen) {
        const shown = values.filter(Boolean);
        console.log(
          `  ${values.length} × ${id}: ${title}${shown.length > 0 ? ` (${shown.join('; ')})` : ''}` +
            `${node ? ` — first element: ${node}` : ''}`,
        );
      }
    }

    // What a phone downloads on a first visit of the home page.
    const weights: Record<string, string | number>[] = [];
    const shifts: string[] = [];
    let connection = '';
    for (const site of sites) {
      const url = `http://${site.hostingName}.localhost:${port}/`;
      for (const [pixelRatio, slow4g] of [
        ...PIXEL_RATIOS.map((r) => [r, false] as const),
        [1.75, true] as const,
      ]) {
        const visit = await firstVisit(chromium, url, pixelRatio, slow4g);
        if (!slow4g) connection = visit.connection;
        const { first, scrolled, scrolledShift } = visit;
        const network = slow4g ? 'slow 4G' : 'no throttling';
        for (const shift of visit.shifted)
          shifts.push(`${site.name}, ${network}, ratio ${pixelRatio}: ${shift}`);
        weights.push({
          template: site.name,
          network: slow4g ? `slow 4G ("${visit.connection}")` : 'none',
          'pixel ratio': pixelRatio,
          'first visit': kb(first.total),
          requests: first.requests,
          'HTML+CSS': kb(first.byType.Document ?? 0),
          fonts: kb(first.byType.Font ?? 0),
          'project images': `${kb(first.imageBytes)} (${first.images})`,
          'other images': kb((first.byType.Image ?? 0) - first.imageBytes),
          'CLS (sum)': Number(visit.firstShift.toFixed(3)),
          'scrolled to the end': scrolled ? `${kb(scrolled.total)} (${scrolled.images} images)` : '—',
          'CLS scrolled (sum)': scrolledShift === undefined ? '—' : Number(scrolledShift.toFixed(3)),
          'page height px': visit.height,
        });
      }
    }
    console.log(
      `\nFirst visit of each home page on a phone (${PHONE.width} × ${PHONE.height}, empty cache; without ` +
        `throttling navigator.connection.effectiveType is "${connection}"): bytes as sent (headers and compressed bodies), ` +
        'until the network is quiet; then after scrolling to the end. CLS (sum): every layout shift without ' +
        'input added up (at least the CLS):',
    );
    console.table(weights);
    if (shifts.length > 0) console.log(`Layout shifts (value, time, what moved):\n  ${shifts.join('\n  ')}`);
    console.log(
      'Targets: Lighthouse mobile 100 in all four on home and case study; home first visit under 250 KB; CLS 0.',
    );
  } finally {
    await chromium.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchSiteImages();

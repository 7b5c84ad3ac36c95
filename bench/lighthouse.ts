// Lighthouse with Debian's Chromium (never a downloaded browser), shared by the bench scripts.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@portfolio/test-support/chromium';
import { freePort } from '@portfolio/test-support/free-port';
import lighthouse from 'lighthouse';

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
export async function runLighthouse(url: string) {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-chrome-'));
  const chrome = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
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

/** Prints the four category scores, the main metrics and the audits below 90. */
export function printLighthouse(
  url: string,
  { browserVersion, lhr }: Awaited<ReturnType<typeof runLighthouse>>,
) {
  console.log(`\nLighthouse of ${url}`);
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
}

type Lhr = Awaited<ReturnType<typeof runLighthouse>>['lhr'];

/** One page's row: the four category scores and the main metrics. */
export function lighthouseSummary(lhr: Lhr) {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? 'n/a' : Math.round(value * 100);
  };
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
  // In milliseconds: Lighthouse shows paints rounded to 0.1 s, too coarse for an aim of "under 1.0 s".
  const paint = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return value === undefined ? 'n/a' : `${Math.round(value)} ms`;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    SEO: score('seo'),
    FCP: paint('first-contentful-paint'),
    LCP: paint('largest-contentful-paint'),
    TBT: metric('total-blocking-time'),
    CLS: metric('cumulative-layout-shift'),
  };
}

/** The audits that cost points (below 90), with their figures. */
export function failingAudits(lhr: Lhr): string[] {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .filter((audit) => !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode))
    .map((audit) => `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

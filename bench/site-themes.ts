// Issue 27 "Measure": each of the eight templates with the rich sample (sampleSite: every section
// filled) and a cover, in light and in dark, published through the real API (register, create
// with templateId and theme, order, pay in the sandbox, verify) on an app in this process. Each
// site's home page in Lighthouse (mobile defaults: a 412 × 823 phone, slow 4G and a 4× slower CPU,
// simulated), interleaved over runs: the four category scores (medians), the font files it
// downloads, its first-visit weight (Lighthouse's total of what the page loaded), LCP, TBT and CLS. Prints
// figures only. Run: npm run bench:themes [-- runs] (default 1); BENCH_TEMPLATES=2,8 for some templates only.
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@portfolio/server/app';
import type { Theme } from '@portfolio/shared/theme';
import { sampleSite } from '@portfolio/templates/sample-site';
import { benchConfig, benchTemplates, codeMailedBy } from './bench-config.ts';
import { runLighthouse } from './lighthouse.ts';
import { browser, formFields, publishNew, registerAccount } from './load-client.ts';
import { photoLike } from './photo-like.ts';
import { machine } from './timing.ts';

const runs = Math.max(1, Number(process.argv[2] ?? 1));
const MODES = ['light', 'dark'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
};

type Lhr = Awaited<ReturnType<typeof runLighthouse>>['lhr'];

/** The font files and the bytes the page loaded, as Lighthouse's network audit lists them. */
function downloads(lhr: Lhr) {
  const items = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  const fonts = (items ?? []).filter((item) => item.resourceType === 'Font').length;
  return { fonts, bytes: lhr.audits['total-byte-weight']?.numericValue ?? 0 };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-themes-'));
const app = await buildApp(benchConfig(dataDir));
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  const client = browser(port, '127.0.0.1');
  const email = 'themes-bench@example.com';
  await registerAccount(
    client,
    { email, userName: 'themes_bench', fullName: 'Themes Bench' },
    codeMailedBy(app),
  );
  const cover = await photoLike(1600, 1000, 7);
  const sites = [];
  for (const template of benchTemplates()) {
    for (const appearance of MODES) {
      const hostingName = `themes-${template.id}-${appearance}`;
      const theme: Theme = { accent: '', fonts: '', appearance, credit: true };
      const fields = formFields({ ...sampleSite, theme });
      await publishNew(client, { ...fields, hostingName, templateId: String(template.id) }, cover);
      sites.push({ template: template.name, appearance, url: `http://${hostingName}.localhost:${port}/` });
    }
  }

  console.log(
    `\n## Eight templates in light and dark (issue 27): the rich sample with a 1600 × 1000 cover; ` +
      `${machine()}, ${runs} Lighthouse run(s) per page, interleaved`,
  );
  const results = new Map<string, Lhr[]>();
  let version = '';
  for (let run = 1; run <= runs; run += 1) {
    for (const site of sites) {
      const { lhr, browserVersion } = await runLighthouse(site.url);
      version = `Lighthouse ${lhr.lighthouseVersion} on ${browserVersion}`;
      results.set(site.url, [...(results.get(site.url) ?? []), lhr]);
    }
  }
  console.log(version);
  console.table(
    sites.map((site) => {
      const lhrs = results.get(site.url) ?? [];
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [
          id,
          median(lhrs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100))),
        ]),
      );
      const loaded = lhrs.map(downloads);
      const metric = (id: string) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
      return {
        template: site.template,
        appearance: site.appearance,
        ...scores,
        LCP: `${Math.round(metric('largest-contentful-paint'))} ms`,
        TBT: `${Math.round(metric('total-blocking-time'))} ms`,
        CLS: metric('cumulative-layout-shift').toFixed(3),
        'font files': median(loaded.map(({ fonts }) => fonts)),
        'first visit': `${(median(loaded.map(({ bytes }) => bytes)) / 1024).toFixed(1)} KB`,
      };
    }),
  );
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

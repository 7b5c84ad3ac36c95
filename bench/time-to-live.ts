// Time to a live site (issue 28): a newcomer in Chromium registers, imports a LinkedIn export, picks a
// template, adds the cover, pays in the sandbox and opens the live site; prints how many fields they
// typed (aim: at most 5), how many clicks and files it took, and the wall time. Every action goes
// through one counter, so a step the app adds to the way shows in the figures. The production build
// served by the real server (in this process), 1280 × 800; the LinkedIn export is built by the
// importers' test-export.ts. It never fails a build.
// Build first (npm run build); WEB_DIST_DIR serves another build (an older commit's, to compare).
// Run: npm run bench:time-to-live
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleExportFiles, zipOf } from '@portfolio/importers/linkedin/test-export';
import { launchChromium } from '@portfolio/test-support/chromium';
import { freePort } from '@portfolio/test-support/free-port';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';

// React picks its production build by NODE_ENV when first loaded: set it before the app is.
process.env.NODE_ENV = 'production';
const { buildApp } = await import('@portfolio/server/app');
const { benchConfig } = await import('./bench-config.ts');
const { machine } = await import('./timing.ts');

const AIM_FIELDS_TYPED = 5;
/** Any one step (a page, a reading, a payment) on a loaded machine: generous, and fixed. */
const STEP_TIMEOUT_MS = 30_000;

const distDir = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`No web build in ${distDir}: run "npm run build" first.`);
  process.exit(1);
}

const newcomer = {
  userName: 'asharao',
  fullName: 'Asha Rao',
  email: 'asha.rao@example.com',
  password: 'correct horse battery staple',
};

type Action = { kind: 'typed' | 'click' | 'file'; what: string };

/** The user's hands: every field typed, click and file chosen is counted, in order. */
function userOf(page: Page) {
  const actions: Action[] = [];
  return {
    actions,
    async type(field: Locator, value: string, what: string) {
      await field.fill(value);
      actions.push({ kind: 'typed', what });
    },
    async click(target: Locator, what: string) {
      await target.click();
      actions.push({ kind: 'click', what });
    },
    async choose(field: Locator, file: { name: string; mimeType: string; buffer: Buffer }, what: string) {
      await field.setInputFiles(file);
      actions.push({ kind: 'file', what });
    },
    page,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-time-to-live-'));
// The live address names the port: the app listens on the one its settings give.
const port = await freePort();
const app = await buildApp(
  benchConfig(dataDir, {
    WEB_DIST_DIR: distDir,
    PORT: String(port),
    OTP_RESEND_SECONDS: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    FORM_RATE_LIMIT_PER_MINUTE: '10000',
  }),
);
const browser = await launchChromium();
try {
  await app.listen({ port, host: '127.0.0.1' });
  // localhost: a secure context, so the session cookies (Secure in production) are kept over http.
  const base = `http://localhost:${port}`;
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  // The promo popup (once per session) would cover the form.
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem('pm-promo-seen', '1');
    } catch {}
  });
  const page = await context.newPage();
  const exportZip = Buffer.from(zipOf(sampleExportFiles()));
  const cover = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#4f46e5' } })
    .png()
    .toBuffer();
  const user = userOf(page);
  const startedAt = performance.now();
  const marks: { step: string; seconds: string }[] = [];
  const mark = (step: string) =>
    marks.push({ step, seconds: ((performance.now() - startedAt) / 1000).toFixed(1) });

  // 1. Register: the account's four fields, then the mailed code.
  await page.goto('/register');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await user.type(page.getByLabel('Username'), newcomer.userName, 'Username');
  await user.type(page.getByLabel('Full Name'), newcomer.fullName, 'Full Name');
  await user.type(page.getByLabel('Email'), newcomer.email, 'Email');
  await user.type(page.getByLabel('Password'), newcomer.password, 'Password');
  await user.click(page.getByRole('button', { name: 'Register', exact: true }), 'Register');
  const otp = page.getByRole('dialog', { name: 'Enter OTP' });
  await otp.waitFor();
  const mail = await app.db.selectFrom('mail_outbox').select('text').executeTakeFirstOrThrow();
  await user.type(otp.getByLabel('OTP'), mail.text.match(/is: (\d{6})/)?.[1] ?? '', 'OTP (from the e-mail)');
  await user.click(otp.getByRole('button', { name: 'Verify' }), 'Verify');
  await page.waitForURL((url) => url.pathname === '/');
  mark('registered');

  // 2. A template, from the top bar's Portfolio (the templates page).
  await user.click(
    page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Portfolio', exact: true }),
    'Portfolio (top bar)',
  );
  await user.click(
    page.getByRole('article', { name: 'Techfolio' }).getByRole('link', { name: 'Select' }),
    'Select Techfolio',
  );
  await page.getByRole('heading', { level: 1, name: 'Create Your Portfolio' }).waitFor();
  mark('template picked');

  // 3. Import: the LinkedIn export (the dialog's first source), read, then fill the form.
  await user.click(page.getByRole('button', { name: 'Import', exact: true }), 'Import');
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await user.choose(
    dialog.getByLabel('LinkedIn data export (.zip)', { exact: true }),
    { name: 'Basic_LinkedInDataExport.zip', mimeType: 'application/zip', buffer: exportZip },
    'LinkedIn export (.zip)',
  );
  await user.click(dialog.getByRole('button', { name: 'Read', exact: true }), 'Read');
  await dialog.getByRole('heading', { name: 'Read from your LinkedIn export' }).waitFor();
  await user.click(dialog.getByRole('button', { name: 'Fill the form', exact: true }), 'Fill the form');
  await dialog.waitFor({ state: 'hidden' });
  mark('form filled from LinkedIn');

  // 4. The hosting name offered from the imported full name, and the cover.
  await user.click(
    page.getByRole('button', { name: /^Use asha-rao(-\d+)? as your site’s name$/ }),
    'Use the suggested hosting name',
  );
  await page.getByText('This hosting name is available', { exact: true }).waitFor();
  await user.choose(
    page.getByLabel('Cover Image'),
    { name: 'cover.png', mimeType: 'image/png', buffer: cover },
    'Cover image',
  );
  mark('hosting name and cover');

  // 5. Save and pay in the sandbox checkout.
  await user.click(page.getByRole('button', { name: 'Save Portfolio' }), 'Save Portfolio');
  await user.click(
    page.getByRole('dialog', { name: 'Complete Your Payment' }).getByRole('button', { name: 'Pay Now' }),
    'Pay Now',
  );
  await user.click(
    page.getByRole('dialog', { name: 'Sandbox checkout' }).getByRole('button', { name: /^Pay ₹/ }),
    'Pay (sandbox checkout)',
  );
  const card = page.getByRole('article', { name: 'Frontend engineer' });
  await card.getByText('Live', { exact: true }).waitFor();
  mark('paid, live');

  // 6. The live site, from the card's View Live (a new tab).
  const [site] = await Promise.all([
    context.waitForEvent('page'),
    user.click(card.getByRole('link', { name: /^View Live/ }), 'View Live'),
  ]);
  await site.getByRole('heading', { level: 1, name: 'Asha Rao' }).waitFor();
  await site.getByText('Senior Engineer', { exact: false }).first().waitFor();
  mark('live site open');
  const wallSeconds = (performance.now() - startedAt) / 1000;

  const count = (kind: Action['kind']) => user.actions.filter((action) => action.kind === kind);
  const typed = count('typed');
  console.log(`${machine()}, Chromium ${browser.version()}, 1280 × 800, build ${distDir}`);
  console.table(marks);
  console.table(user.actions.map((action, i) => ({ '#': i + 1, ...action })));
  console.log(
    `Live at ${site.url()}: ${typed.length} fields typed (aim: at most ${AIM_FIELDS_TYPED}: ${
      typed.length <= AIM_FIELDS_TYPED ? 'met' : 'missed'
    }), ${count('click').length} clicks, ${count('file').length} files chosen, ${wallSeconds.toFixed(1)} s wall time (the machine's, typing instant).`,
  );
  console.log(`Fields typed: ${typed.map((action) => action.what).join(', ')}.`);
} finally {
  await browser.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

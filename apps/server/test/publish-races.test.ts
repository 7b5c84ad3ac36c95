import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SignedPayment } from '@portfolio/shared/payment';
import { waitFor } from '@portfolio/test-support/wait-for';
import { afterEach, describe, expect, it } from 'vitest';
import { hmac } from '../src/lib/crypto.ts';
import { createDiskStorage } from '../src/modules/storage/disk-storage.ts';
import { type Jar, registerUser } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import { capturedWebhook, insertOpenOrder, razorpayEnv, sandboxPay } from './payment-helpers.ts';
import { createPortfolio, fullPortfolio, multipart } from './portfolio-helpers.ts';

const paths = {
  update: '/api/v1/userData/updateportfoliodata',
  order: '/api/v1/payment/createorder',
  verify: '/api/v1/payment/verifyPayment',
};

const siteOf = (t: TestApp, name = 'asha-rao') =>
  t.app.inject({ method: 'GET', url: '/', headers: { host: `${name}.localhost:3000` } });

/** Every file left in a folder tree, relative to it. */
function filesUnder(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('disk storage under concurrent writes', () => {
  it('keeps one whole version of a key and no temporary files', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-storage-'));
    const storage = createDiskStorage(root);
    const versions = Array.from({ length: 40 }, (_, i) => `<html>${String(i).repeat(5000 + i)}</html>`);
    await Promise.all(versions.map((v) => storage.put('sites/a/index.html', v)));
    const stored = (await storage.get('sites/a/index.html'))?.toString();
    expect(versions).toContain(stored);
    expect(filesUnder(root)).toEqual([path.join('sites', 'a', 'index.html')]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('writes into a folder removed since its last write, and one never made', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-storage-'));
    const storage = createDiskStorage(root);
    await storage.put('sites/a/index.html', 'first');
    fs.rmSync(path.join(root, 'sites', 'a'), { recursive: true });
    await storage.put('sites/a/index.html', 'second');
    await storage.put('sites/b/deep/er/index.html', 'third');
    expect((await storage.get('sites/a/index.html'))?.toString()).toBe('second');
    expect((await storage.get('sites/b/deep/er/index.html'))?.toString()).toBe('third');
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe.each(dialects)('concurrent publishes of one site (%s)', (dialect) => {
  let t: TestApp;
  let jar: Jar;
  afterEach(async () => {
    await t?.close();
  });

  async function start(env: NodeJS.ProcessEnv = {}) {
    t = await createTestApp(dialect, { PORT: '3000', ...env });
    jar = await registerUser(t.app);
    return createPortfolio(t.app, jar);
  }

  const order = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: paths.order,
        cookies: jar,
        payload: { hostingName: 'asha-rao' },
      })
    ).json().data.id as string;

  const verify = (payment: SignedPayment) =>
    t.app.inject({
      method: 'POST',
      url: paths.verify,
      cookies: jar,
      payload: { ...payment, hostingName: 'asha-rao' },
    });

  async function expectWholePage(title: string) {
    const page = await siteOf(t);
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/<\/html>/g)).toHaveLength(1);
    expect(page.body.trimEnd().endsWith('</html>')).toBe(true);
    expect(page.body).toContain(`<title>${title}`);
  }

  it('answers 20 concurrent verifies of one payment with 200 each and publishes once, whole', async () => {
    await start();
    const signed = await sandboxPay(t.app, jar, await order());
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(signed)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    await expectWholePage('Asha Rao');
  });

  it('keeps the last of two concurrent saves of a live portfolio, whole, and tells both they saved', async () => {
    const id = await start();
    const signed = await sandboxPay(t.app, jar, await order());
    expect((await verify(signed)).statusCode).toBe(200);

    for (let round = 0; round < 5; round += 1) {
      const save = async (title: string) =>
        t.app.inject({
          method: 'POST',
          url: paths.update,
          cookies: jar,
          ...(await multipart({ ...fullPortfolio, _id: id, title, name: title })),
        });
      const answers = await Promise.all([save(`First ${round}`), save(`Second ${round}`)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const stored = await t.app.db
        .selectFrom('portfolios')
        .select('title')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      // Whichever save reached the database last is what the site shows, and nothing else.
      await expectWholePage(stored.title);
    }
    // The page's compressed copies are written in the background after each publish, each through a
    // temporary file of its own: once they are stored, none of those files may be left.
    const temporaryFiles = () =>
      filesUnder(path.join(t.config.dataDir, 'files')).filter((f) => f.endsWith('.tmp'));
    await waitFor(() => temporaryFiles().length === 0, 'no temporary file left', { ms: 20_000 });
  });
});

describe.each(dialects)('a webhook and a verify arriving together (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('both succeed and the site is published whole', async () => {
    t = await createTestApp(dialect, { PORT: '3000', ...razorpayEnv() });
    const app = t.app;
    const jar = await registerUser(app);
    const portfolioId = await createPortfolio(app, jar);
    // The order as Razorpay would have made it (the provider itself is not needed to settle).
    await insertOpenOrder(app, { id: 'order_RACE1', portfolioId, provider: 'razorpay' });
    const [hook, verified] = await Promise.all([
      capturedWebhook(app, 'order_RACE1', 'pay_RACE1'),
      app.inject({
        method: 'POST',
        url: paths.verify,
        cookies: jar,
        payload: {
          razorpay_order_id: 'order_RACE1',
          razorpay_payment_id: 'pay_RACE1',
          razorpay_signature: hmac('key-secret', 'order_RACE1|pay_RACE1'),
          hostingName: 'asha-rao',
        },
      }),
    ]);
    expect([hook.statusCode, verified.statusCode]).toEqual([200, 200]);
    const page = await siteOf(t);
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/<\/html>/g)).toHaveLength(1);
  });
});

describe.each(dialects)('a publish that fails after the save (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('tells the owner the save and the payment are kept, and publishes on the next try', async () => {
    t = await createTestApp(dialect, { PORT: '3000' });
    const app = t.app;
    const jar = await registerUser(app);
    const id = await createPortfolio(app, jar);
    // A file where the site's folder must go: every write of the site fails, as on a broken disk.
    const siteDir = path.join(t.config.dataDir, 'files', 'sites', 'asha-rao');
    fs.mkdirSync(path.dirname(siteDir), { recursive: true });
    fs.writeFileSync(siteDir, 'in the way');

    const orderId = (
      await app.inject({
        method: 'POST',
        url: paths.order,
        cookies: jar,
        payload: { hostingName: 'asha-rao' },
      })
    ).json().data.id;
    const signed = await sandboxPay(app, jar, orderId);
    const verify = () =>
      app.inject({
        method: 'POST',
        url: paths.verify,
        cookies: jar,
        payload: { ...signed, hostingName: 'asha-rao' },
      });
    const failedVerify = await verify();
    expect(failedVerify.statusCode).toBe(503);
    expect(failedVerify.json().message).toBe(
      'Your payment is recorded, but your site could not be published just now. Please try again in a moment.',
    );

    fs.rmSync(siteDir);
    expect((await verify()).statusCode).toBe(200);
    expect((await siteOf(t)).statusCode).toBe(200);

    fs.rmSync(siteDir, { recursive: true });
    fs.writeFileSync(siteDir, 'in the way');
    const update = async (title: string) =>
      app.inject({
        method: 'POST',
        url: paths.update,
        cookies: jar,
        ...(await multipart({ ...fullPortfolio, _id: id, title })),
      });
    const failedSave = await update('Kept title');
    expect(failedSave.statusCode).toBe(503);
    expect(failedSave.json().message).toBe(
      'Your changes are saved, but your live site could not be updated just now. Save again in a moment to publish them.',
    );
    const stored = await app.db
      .selectFrom('portfolios')
      .select('title')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe('Kept title');

    fs.rmSync(siteDir);
    expect((await update('Kept title')).statusCode).toBe(200);
    expect((await siteOf(t)).body).toContain('Kept title</title>');
  });
});

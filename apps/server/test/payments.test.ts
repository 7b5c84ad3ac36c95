import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import type { SignedPayment } from '@portfolio/shared/payment';
import { TEMPLATE_IDS } from '@portfolio/shared/templates';
import { waitFor } from '@portfolio/test-support/wait-for';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { hmac } from '../src/lib/crypto.ts';
import { demoHostingName } from '../src/modules/sites/demo.ts';
import { unpackSiteFile } from '../src/modules/sites/site-pack.ts';
import { pageStyleHashes } from '../src/modules/sites/site-policy.ts';
import { type Jar, registerUser, registration } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import { withPackHeader } from './pack-helpers.ts';
import { capturedWebhook, razorpayEnv } from './payment-helpers.ts';
import { createPortfolio, fullPortfolio, multipart } from './portfolio-helpers.ts';

/** The demo sites' hosting names, one per template. */
const DEMO_HOSTS = TEMPLATE_IDS.map(demoHostingName);

const paths = {
  update: '/api/v1/userData/updateportfoliodata',
  list: '/api/v1/userData/getusersportfoliodata',
  order: '/api/v1/payment/createorder',
  sandbox: '/api/v1/payment/sandbox/pay',
  verify: '/api/v1/payment/verifyPayment',
  webhook: '/api/v1/payment/webhook',
};

const siteOf = (t: TestApp, name: string) =>
  t.app.inject({ method: 'GET', url: '/', headers: { host: `${name}.localhost:3000` } });

describe.each(dialects)('sandbox payments and publishing (%s)', (dialect) => {
  let t: TestApp;
  let jar: Jar;
  afterEach(async () => {
    await t?.close();
  });

  async function start() {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    await createPortfolio(t.app, jar);
  }

  async function order(cookies = jar, hostingName = 'asha-rao') {
    return t.app.inject({ method: 'POST', url: paths.order, cookies, payload: { amount: 1, hostingName } });
  }

  async function pay(orderId: string, outcome: 'success' | 'failure' = 'success', cookies = jar) {
    return t.app.inject({ method: 'POST', url: paths.sandbox, cookies, payload: { orderId, outcome } });
  }

  async function verify(payment: SignedPayment, hostingName = 'asha-rao', cookies = jar) {
    return t.app.inject({ method: 'POST', url: paths.verify, cookies, payload: { ...payment, hostingName } });
  }

  it('charges the server price, verifies the signed payment, and publishes the site', async () => {
    await start();
    expect((await siteOf(t, 'asha-rao')).statusCode).toBe(404);
    expect((await siteOf(t, 'asha-rao')).body).toContain('This site is not live yet');

    const created = await order();
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({
      amount: 9900,
      currency: 'INR',
      provider: 'sandbox',
      displayName: 'Portfolio Maker',
    });
    expect(data.id).toMatch(/^order_sbx_/);

    const payment = (await pay(data.id)).json().data as SignedPayment;
    const verified = await verify(payment);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      message: 'Payment verified. Your portfolio is live!',
      data: { liveUrl: 'http://asha-rao.localhost:3000/' },
    });

    const [portfolio] = (await t.app.inject({ method: 'GET', url: paths.list, cookies: jar })).json().data;
    expect(portfolio.status).toBe('live');

    const site = await siteOf(t, 'asha-rao');
    expect(site.statusCode).toBe(200);
    expect(site.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(site.headers['content-security-policy']).toMatch(
      /^default-src 'none'; img-src 'self'; font-src 'self'; connect-src 'self'; style-src 'sha256-[^']+';/,
    );
    expect(site.body).toContain('<h1>Asha Rao</h1>');
    const coverFile = site.body.match(/src="(cover-[0-9a-f]{16}\.webp)"/)?.[1];
    expect(coverFile).toBeDefined();
    const cover = await t.app.inject({
      method: 'GET',
      url: `/${coverFile}`,
      headers: { host: 'asha-rao.localhost' },
    });
    expect(cover.headers['content-type']).toBe('image/webp');

    const byPath = await t.app.inject({ method: 'GET', url: '/sites/asha-rao/' });
    expect(byPath.body).toBe(site.body);
    expect((await t.app.inject({ method: 'GET', url: '/sites/asha-rao' })).headers.location).toBe(
      '/sites/asha-rao/',
    );

    // Repeating the same verify changes nothing and still succeeds.
    expect((await verify(payment)).statusCode).toBe(200);
    const orders = await t.app.db.selectFrom('orders').selectAll().execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: 'paid',
      payment_id: payment.razorpay_payment_id,
      amount: 9900,
    });
  });

  it('tells anyone the one price it charges, with the configured list price', async () => {
    t = await createTestApp(dialect, { PRICE_PAISE: '14900', LIST_PRICE_PAISE: '49900' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payment/price' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        amount: 14900,
        currency: 'INR',
        listAmount: 49900,
        shown: { amount: '₹149', listAmount: '₹499' },
      },
    });
    await t.close();
    t = await createTestApp(dialect, { LIST_PRICE_PAISE: '0' });
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/payment/price' });
    expect(none.json().data).toEqual({
      amount: 9900,
      currency: 'INR',
      listAmount: null,
      shown: { amount: '₹99', listAmount: null },
    });
  });

  it('re-publishes a live portfolio as soon as it is updated', async () => {
    await start();
    const { id } = (await order()).json().data;
    await verify((await pay(id)).json().data);
    const [portfolio] = (await t.app.inject({ method: 'GET', url: paths.list, cookies: jar })).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: paths.update,
      cookies: jar,
      ...(await multipart({ ...fullPortfolio, _id: portfolio._id, name: 'Asha R. Rao' })),
    });
    expect(res.statusCode).toBe(200);
    expect((await siteOf(t, 'asha-rao')).body).toContain('<h1>Asha R. Rao</h1>');
  });

  it('refuses forged, mismatched and foreign payments, publishing nothing', async () => {
    await start();
    const { id } = (await order()).json().data;
    const payment = (await pay(id)).json().data as SignedPayment;

    const forged = await verify({ ...payment, razorpay_signature: 'ab'.repeat(32) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Payment verification failed: the signature does not match.');
    const garbage = await verify({ ...payment, razorpay_signature: 'not hex at all' });
    expect(garbage.statusCode).toBe(400);

    const otherPayment = await verify({ ...payment, razorpay_payment_id: 'pay_sbx_other' });
    expect(otherPayment.statusCode).toBe(400);

    const ravi = await registerUser(t.app, { ...registration, email: 'ravi@example.com', userName: 'ravi' });
    await createPortfolio(t.app, ravi, { ...fullPortfolio, hostingName: 'ravi-dev' });
    const raviOrder = (await order(ravi, 'ravi-dev')).json().data;
    const raviPayment = (await pay(raviOrder.id, 'success', ravi)).json().data as SignedPayment;

    // Ravi's order, signature and all, presented by Asha for her portfolio.
    const foreign = await verify(raviPayment, 'asha-rao');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Order not found.');
    // Ravi's own order presented for Asha's hosting name.
    const otherName = await verify(raviPayment, 'asha-rao', ravi);
    expect(otherName.statusCode).toBe(400);
    expect(otherName.json().message).toBe('This payment is for another portfolio.');
    // Asha cannot order for Ravi's portfolio, nor pay Ravi's order in the sandbox.
    expect((await order(jar, 'ravi-dev')).statusCode).toBe(404);
    expect((await pay(raviOrder.id)).statusCode).toBe(404);

    expect((await siteOf(t, 'asha-rao')).statusCode).toBe(404);
    expect((await siteOf(t, 'ravi-dev')).statusCode).toBe(404);
    const statuses = await t.app.db.selectFrom('portfolios').select('status').execute();
    expect(statuses.every((p) => p.status === 'awaiting_payment')).toBe(true);
  });

  it('reports a declined sandbox payment and lets the user pay later', async () => {
    await start();
    const { id } = (await order()).json().data;
    const declined = await pay(id, 'failure');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ success: false, message: 'The sandbox payment was declined.' });
    const retry = (await order()).json().data;
    expect((await verify((await pay(retry.id)).json().data)).statusCode).toBe(200);
    expect((await order()).json()).toEqual({ success: false, message: 'This portfolio is already live.' });
  });

  it('needs a signed-in user and well-formed payloads', async () => {
    await start();
    expect((await order({})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: paths.verify, payload: {} })).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'POST',
      url: paths.verify,
      cookies: jar,
      payload: { hostingName: 'asha-rao' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('razorpay_order_id is required');
    expect((await order(jar, '')).json().message).toBe('hostingName is required');
  });

  it('serves nothing for unknown names and never runs the app on a site host', async () => {
    await start();
    expect((await siteOf(t, 'nobody-here')).statusCode).toBe(404);
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/userInformation',
      headers: { host: 'asha-rao.localhost' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.body).toContain('This site is not live yet');
    const robots = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'asha-rao.localhost' },
    });
    expect(robots.body).toBe('User-agent: *\nAllow: /\n');
    const icon = await t.app.inject({
      method: 'GET',
      url: '/favicon.ico',
      headers: { host: 'asha-rao.localhost' },
    });
    expect(icon.statusCode).toBe(204);
    const post = await t.app.inject({ method: 'POST', url: '/', headers: { host: 'asha-rao.localhost' } });
    expect(post.statusCode).toBe(405);
  });
});

describe('hostile portfolio content on a published site', () => {
  it('contains none of it live', async () => {
    const t = await createTestApp('sqlite');
    try {
      const jar = await registerUser(t.app);
      await createPortfolio(t.app, jar, {
        ...fullPortfolio,
        name: '<script>alert(1)</script>',
        title: '"><img src=x onerror=alert(2)>',
        aboutMe: '</style><script>alert(3)</script>',
      });
      const { id } = (
        await t.app.inject({
          method: 'POST',
          url: paths.order,
          cookies: jar,
          payload: { hostingName: 'asha-rao' },
        })
      ).json().data;
      const payment = (
        await t.app.inject({
          method: 'POST',
          url: paths.sandbox,
          cookies: jar,
          payload: { orderId: id, outcome: 'success' },
        })
      ).json().data;
      await t.app.inject({
        method: 'POST',
        url: paths.verify,
        cookies: jar,
        payload: { ...payment, hostingName: 'asha-rao' },
      });
      const html = (await siteOf(t, 'asha-rao')).body;
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      // Every "<" and '"' of a user value is escaped, so once quoted attribute values are blanked
      // every tag left is ours: none may carry an event handler.
      expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son[a-z]+=/i);
    } finally {
      await t.close();
    }
  });
});

describe('the demo site', () => {
  it('is seeded and published at start-up, and /demo points to it', async () => {
    const t = await createTestApp('sqlite', { SEED_DEMO: 'true' });
    try {
      const site = await t.app.inject({ method: 'GET', url: '/sites/demo/' });
      expect(site.statusCode).toBe(200);
      expect(site.body).toContain('<h1>Aarav Sharma</h1>');
      const coverFile = site.body.match(/src="(cover-[0-9a-f]{16}\.webp)"/)?.[1];
      expect(
        (await t.app.inject({ method: 'GET', url: `/sites/demo/${coverFile}` })).headers['content-type'],
      ).toBe('image/webp');
      expect((await t.app.inject({ method: 'GET', url: '/demo' })).headers.location).toBe('/sites/demo/');
      // The shop window: every demo site, one per template, shows skills, services and testimonials.
      for (const name of DEMO_HOSTS) {
        const page = (await t.app.inject({ method: 'GET', url: `/sites/${name}/` })).body;
        for (const section of ['skills', 'services', 'testimonials']) {
          expect(page, `${name} ${section}`).toContain(`<section id="${section}"`);
        }
      }
    } finally {
      await t.close();
    }
    const other = await createTestApp('sqlite', { LIVE_DEMO_URL: 'https://demo.example.com/' });
    expect((await other.app.inject({ method: 'GET', url: '/demo' })).headers.location).toBe(
      'https://demo.example.com/',
    );
    await other.close();
  });
});

describe.each(dialects)('the demo sites at start-up (%s)', (dialect) => {
  it('are published again only when their page would change', async () => {
    const t = await createTestApp(dialect, { SEED_DEMO: 'true' });
    const siteDir = path.join(t.config.dataDir, 'files', 'sites', 'demo');
    const file = (name: string) => path.join(siteDir, name);
    const restart = async () => {
      const again = await buildApp(t.config);
      // Closing waits for the PDF résumés a publish started.
      await again.close();
    };
    try {
      await waitFor(() => fs.existsSync(file('resume.pdf')), 'the demo résumé');
      const written = () => ['index.html', 'resume.pdf'].map((name) => fs.statSync(file(name)).mtimeMs);
      const first = written();
      await restart();
      expect(written()).toEqual(first);

      // A page published by an older template (or from older content) is published again.
      const page = fs.readFileSync(file('index.html'));
      fs.writeFileSync(file('index.html'), '<!doctype html><title>An older template</title>');
      await restart();
      expect(fs.readFileSync(file('index.html')).equals(page)).toBe(true);
      expect(fs.statSync(file('resume.pdf')).mtimeMs).toBeGreaterThan(first[1] as number);

      // A demo published before packs (decision 58) gets its pack, with its copies, at the next start.
      fs.rmSync(file('index.html.pack'));
      await restart();
      expect(unpackSiteFile(fs.readFileSync(file('index.html.pack')))?.compressed).toBeDefined();

      // A pack from before packs kept the page's stylesheet hash gets it at the next start.
      const packed = fs.readFileSync(file('index.html.pack'));
      fs.writeFileSync(
        file('index.html.pack'),
        withPackHeader(packed, (header) => {
          delete header.styles;
        }),
      );
      expect(unpackSiteFile(fs.readFileSync(file('index.html.pack')))?.styleHashes).toBeUndefined();
      await restart();
      expect(unpackSiteFile(fs.readFileSync(file('index.html.pack')))?.styleHashes).toEqual(
        pageStyleHashes(page),
      );
    } finally {
      await t.close();
    }
    // Eight demos published from nothing, then three start-ups: about 9 s on a quiet machine, and CI
    // runs it beside the browser journeys on two cores (it timed out at 20 s there).
  }, 90_000);
});

/** A local stand-in for Razorpay's Orders API: records requests, answers as told. */
async function startRazorpayStub(answer: (body: unknown) => { status: number; body: unknown }) {
  const requests: { auth: string | undefined; body: unknown }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      requests.push({ auth: req.headers.authorization, body });
      const reply = answer(body);
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { base: `http://127.0.0.1:${port}/v1`, requests, close: () => new Promise((r) => server.close(r)) };
}

describe.each(dialects)('Razorpay (%s)', (dialect) => {
  let t: TestApp | undefined;
  let stub: Awaited<ReturnType<typeof startRazorpayStub>> | undefined;
  afterEach(async () => {
    await t?.close();
    await stub?.close();
    t = undefined;
    stub = undefined;
  });

  async function start(answer: Parameters<typeof startRazorpayStub>[0], apiBase?: string) {
    stub = await startRazorpayStub(answer);
    t = await createTestApp(dialect, {
      ...razorpayEnv(apiBase ?? stub.base),
      RAZORPAY_CHECKOUT_URL: '/test-checkout.js',
    });
    const jar = await registerUser(t.app);
    await createPortfolio(t.app, jar);
    return jar;
  }

  const orderOk = () => ({
    status: 200,
    body: { id: 'order_RZP123', amount: 9900, currency: 'INR', status: 'created' },
  });

  it('creates the order through the API with the key pair, and verifies the Checkout signature', async () => {
    const jar = await start(orderOk);
    const app = (t as TestApp).app;
    const res = await app.inject({
      method: 'POST',
      url: paths.order,
      cookies: jar,
      payload: { amount: 1, hostingName: 'asha-rao' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: 'order_RZP123',
      amount: 9900,
      currency: 'INR',
      provider: 'razorpay',
      displayName: 'Portfolio Maker',
      keyId: 'rzp_test_key',
      checkoutUrl: '/test-checkout.js',
    });
    expect(stub?.requests[0]).toEqual({
      auth: `Basic ${Buffer.from('rzp_test_key:key-secret').toString('base64')}`,
      body: {
        amount: 9900,
        currency: 'INR',
        receipt: expect.any(String),
        notes: { hostingName: 'asha-rao' },
      },
    });
    // The sandbox route does not exist with a real provider.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: paths.sandbox,
          cookies: jar,
          payload: { orderId: 'order_RZP123', outcome: 'success' },
        })
      ).statusCode,
    ).toBe(404);

    const signature = hmac('key-secret', 'order_RZP123|pay_RZP456');
    const verified = await app.inject({
      method: 'POST',
      url: paths.verify,
      cookies: jar,
      payload: {
        razorpay_order_id: 'order_RZP123',
        razorpay_payment_id: 'pay_RZP456',
        razorpay_signature: signature,
        hostingName: 'asha-rao',
      },
    });
    expect(verified.statusCode).toBe(200);
    expect((await siteOf(t as TestApp, 'asha-rao')).statusCode).toBe(200);
  });

  it('explains a refused order and an unreachable provider with 502', async () => {
    const jar = await start(() => ({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
    }));
    const app = (t as TestApp).app;
    const refused = await app.inject({
      method: 'POST',
      url: paths.order,
      cookies: jar,
      payload: { hostingName: 'asha-rao' },
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      'The payment provider refused the order (Authentication failed). Please try again later.',
    );
    expect(await app.db.selectFrom('orders').selectAll().execute()).toEqual([]);
  });

  it('explains an unreachable provider', async () => {
    const jar = await start(orderOk, 'http://127.0.0.1:9/v1');
    const res = await (t as TestApp).app.inject({
      method: 'POST',
      url: paths.order,
      cookies: jar,
      payload: { hostingName: 'asha-rao' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'The payment provider could not be reached. Please try again in a moment.',
    );
  });

  it('publishes from a signed webhook even when the browser never verified; duplicates and strangers are harmless', async () => {
    const jar = await start(orderOk);
    const app = (t as TestApp).app;
    await app.inject({
      method: 'POST',
      url: paths.order,
      cookies: jar,
      payload: { hostingName: 'asha-rao' },
    });
    const captured = (orderId: string, secret?: string) => capturedWebhook(app, orderId, 'pay_HOOK1', secret);

    const bad = await captured('order_RZP123', 'wrong-secret');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid webhook signature.');
    expect((await siteOf(t as TestApp, 'asha-rao')).statusCode).toBe(404);

    const unknown = await captured('order_UNKNOWN');
    expect(unknown.json()).toEqual({ success: true, message: 'Event ignored: unknown order.' });
    // Signed JSON that is no event at all is ignored too, not a 500.
    for (const body of ['null', '42', '"text"', '[]']) {
      const ignored = await app.inject({
        method: 'POST',
        url: paths.webhook,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac('hook-secret', body) },
        payload: body,
      });
      expect(ignored.json(), body).toEqual({ success: true, message: 'Event ignored.' });
    }

    expect((await captured('order_RZP123')).json()).toEqual({
      success: true,
      message: 'Payment recorded.',
    });
    expect((await captured('order_RZP123')).statusCode).toBe(200);
    expect((await siteOf(t as TestApp, 'asha-rao')).statusCode).toBe(200);

    // The browser's verify arriving after the webhook is still a success.
    const late = await app.inject({
      method: 'POST',
      url: paths.verify,
      cookies: jar,
      payload: {
        razorpay_order_id: 'order_RZP123',
        razorpay_payment_id: 'pay_HOOK1',
        razorpay_signature: hmac('key-secret', 'order_RZP123|pay_HOOK1'),
        hostingName: 'asha-rao',
      },
    });
    expect(late.statusCode).toBe(200);
    const orders = await app.db.selectFrom('orders').selectAll().execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]?.payment_id).toBe('pay_HOOK1');
  });
});

import http from 'node:http';
import net from 'node:net';
import { apiPaths, fillPath } from '@portfolio/shared/api';
import { afterEach, describe, expect, it } from 'vitest';
import { hmac } from '../src/lib/crypto.ts';
import { type Jar, registerUser, registration } from './auth-helpers.ts';
import { createTestApp, type DialectName, dialects, LOG_ERROR, type TestApp } from './helpers.ts';
import { razorpayEnv } from './payment-helpers.ts';
import { fullPortfolio, multipart, smallPng } from './portfolio-helpers.ts';

/** mulberry32: a small seeded generator, so a failure can be replayed from its request number. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const int = (rng: Rng, max: number) => Math.floor(rng() * max);

const STRINGS = [
  '',
  ' ',
  'a',
  'asha-rao',
  'xn--80ak6aa92e',
  'asha@example.com',
  '123456',
  '0'.repeat(6),
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  '\u0000\u0001\u0002',
  '\ud800',
  '😀'.repeat(50),
  'é'.repeat(300),
  'x'.repeat(6000),
  '2024-02-30',
  'javascript:alert(1)',
  'https://example.com',
  '{"a":1}',
  '[1,2',
  'null',
  '__proto__',
];

function value(rng: Rng, depth = 0): unknown {
  const kind = int(rng, depth > 3 ? 6 : 9);
  switch (kind) {
    case 0:
      return pick(rng, STRINGS);
    case 1:
      return pick(rng, [0, -1, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, 99]);
    case 2:
      return pick(rng, [true, false, null]);
    case 3:
      return String.fromCharCode(...Array.from({ length: int(rng, 40) }, () => int(rng, 0xffff)));
    case 4:
      return pick(rng, STRINGS) + pick(rng, STRINGS);
    case 5:
      return int(rng, 1_000_000).toString();
    case 6:
      return Array.from({ length: int(rng, 5) }, () => value(rng, depth + 1));
    default: {
      const keys = [
        'email',
        'otp',
        'password',
        'userName',
        'formData',
        'hostingName',
        'amount',
        'orderId',
        'outcome',
        'razorpay_order_id',
        'razorpay_payment_id',
        'razorpay_signature',
        'name',
        'message',
        'emailText',
        '__proto__',
        'constructor',
        'title',
        'educations',
      ];
      return Object.fromEntries(
        Array.from({ length: int(rng, 6) }, () => [pick(rng, keys), value(rng, depth + 1)]),
      );
    }
  }
}

const POST_PATHS = [
  apiPaths.registerOtp,
  apiPaths.registerUser,
  apiPaths.login,
  apiPaths.verifyOtp,
  apiPaths.loginWithPassword,
  apiPaths.logout,
  apiPaths.notificationEmail,
  apiPaths.sendTemplate,
  apiPaths.contactMessage,
  apiPaths.createPortfolio,
  apiPaths.updatePortfolio,
  apiPaths.createOrder,
  apiPaths.verifyPayment,
  apiPaths.sandboxPay,
  apiPaths.paymentWebhook,
  apiPaths.siteMessageRead,
  apiPaths.siteMessageDelete,
  apiPaths.siteOptions,
  apiPaths.restoreVersion,
  apiPaths.takeOffline,
  apiPaths.bringOnline,
  apiPaths.deletePortfolio,
  apiPaths.accountDeletionCode,
  apiPaths.accountDelete,
  apiPaths.abuseReport,
  apiPaths.adminTakedown,
  apiPaths.adminRestore,
  apiPaths.adminResolveReport,
  // A published site's contact form (an HTML form post, not JSON).
  `/sites/${fullPortfolio.hostingName}/contact`,
];

const GET_PATHS = [
  apiPaths.refresh,
  apiPaths.userInformation,
  apiPaths.usersPortfolios,
  apiPaths.price,
  fillPath(apiPaths.hostingNameAvailability, { name: '' }),
  apiPaths.adminUserList,
  apiPaths.adminContactMessages,
  apiPaths.adminTemplateMessages,
  apiPaths.adminNotificationEmails,
  apiPaths.siteStats,
  apiPaths.siteMessages,
  apiPaths.portfolioVersions,
  apiPaths.portfolioVersion,
  apiPaths.jsonResume,
  apiPaths.accountExport,
  apiPaths.adminPortfolios,
  apiPaths.adminReports,
  apiPaths.adminPayments,
  apiPaths.adminPaymentsCsv,
  apiPaths.adminMetrics,
  apiPaths.adminAuditLog,
  '/sites/',
  '/uploads/covers/',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  'image/png',
  '',
  'application/json; charset=latin1',
];

/** A multipart body of the portfolio form, then broken in one of several ways. */
async function brokenMultipart(rng: Rng, png: Buffer) {
  const fields: Record<string, string> = { ...fullPortfolio };
  for (let i = int(rng, 4); i > 0; i -= 1) fields[pick(rng, Object.keys(fullPortfolio))] = String(value(rng));
  const cover =
    rng() < 0.5
      ? { data: rng() < 0.5 ? png : Buffer.from(String(value(rng))), type: 'image/png' }
      : undefined;
  const { payload, headers } = await multipart(fields, cover);
  const boundary = headers['content-type'].split('boundary=')[1] as string;
  switch (int(rng, 7)) {
    case 0: // cut short
      return { payload: payload.subarray(0, int(rng, payload.length)), headers };
    case 1: // no boundary parameter
      return { payload, headers: { 'content-type': 'multipart/form-data' } };
    case 2: // another boundary than the body's
      return { payload, headers: { 'content-type': 'multipart/form-data; boundary=nope' } };
    case 3: // garbage part headers
      return {
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: \u0000bad\r\n\r\nx\r\n--${boundary}--\r\n`,
        ),
        headers,
      };
    case 4: // a file in a field that takes none, or two files
      return {
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${pick(rng, ['title', 'coverImage'])}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(int(rng, 100))}\r\n--${boundary}\r\nContent-Disposition: form-data; name="coverImage"; filename="b.png"\r\n\r\nyy\r\n--${boundary}--\r\n`,
        ),
        headers,
      };
    case 5: // bytes flipped in the middle
      {
        const copy = Buffer.from(payload);
        for (let i = 0; i < 20; i += 1) copy[int(rng, copy.length)] = int(rng, 256);
        return { payload: copy, headers };
      }
    default: // whole, with fuzzed fields
      return { payload, headers };
  }
}

async function fuzzRequest(rng: Rng, jar: Jar, png: Buffer) {
  const cookies = rng() < 0.6 ? jar : {};
  const origin =
    rng() < 0.1 ? { origin: pick(rng, ['http://evil.test', 'null', 'http://localhost:3000']) } : {};
  if (rng() < 0.2) {
    const path = pick(rng, GET_PATHS);
    const junk = encodeURIComponent(String(value(rng)).toWellFormed());
    return {
      method: 'GET' as const,
      url: `${path}${path.endsWith('/') ? junk : `?page=${junk}&limit=${encodeURIComponent(String(value(rng)).toWellFormed())}`}`,
      cookies,
      headers: origin,
    };
  }
  const url = pick(rng, POST_PATHS);
  const style = int(rng, 4);
  if (style === 0) {
    const { payload, headers } = await brokenMultipart(rng, png);
    return { method: 'POST' as const, url, cookies, payload, headers: { ...headers, ...origin } };
  }
  if (style === 1) {
    // Malformed or odd JSON text.
    const text = pick(rng, [
      '{',
      '{"a":',
      '[]',
      '""',
      'null',
      '{"email":"a@b.c"',
      '\u0000',
      '{"a":1}x',
      JSON.stringify(value(rng)),
    ]);
    return {
      method: 'POST' as const,
      url,
      cookies,
      payload: text,
      headers: { 'content-type': pick(rng, CONTENT_TYPES), ...origin },
    };
  }
  const body = value(rng);
  const signed =
    url === apiPaths.paymentWebhook && rng() < 0.5
      ? { 'x-razorpay-signature': hmac('hook-secret', JSON.stringify(body)) }
      : {};
  return {
    method: 'POST' as const,
    url,
    cookies,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...signed, ...origin },
  };
}

/** Raw HTTP that no client library would send: broken framing, lies about lengths, early hang-ups. */
const RAW_REQUESTS: ((host: string) => string)[] = [
  () => 'GARBAGE\r\n\r\n',
  () => 'GET / HTTP/9.9\r\n\r\n',
  (h) =>
    `POST ${apiPaths.login} HTTP/1.1\r\nHost: ${h}\r\nContent-Length: 100\r\nContent-Type: application/json\r\n\r\n{"email":`,
  (h) =>
    `POST ${apiPaths.login} HTTP/1.1\r\nHost: ${h}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
  (h) =>
    `POST ${apiPaths.contactMessage} HTTP/1.1\r\nHost: ${h}\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`,
  (h) =>
    `POST ${apiPaths.createPortfolio} HTTP/1.1\r\nHost: ${h}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 40\r\n\r\n--b\r\nContent-Disposition: form-data; name="x"\r\n`,
  (h) =>
    `POST ${apiPaths.updatePortfolio} HTTP/1.1\r\nHost: ${h}\r\nContent-Type: multipart/form-data\r\nContent-Length: 3\r\n\r\nabc`,
  (h) =>
    `GET /api/v1/user/userInformation HTTP/1.1\r\nHost: ${h}\r\nCookie: pm_access=${'a'.repeat(5000)}\r\n\r\n`,
  (h) => `POST ${apiPaths.registerOtp} HTTP/1.1\r\nHost: ${h}\r\nContent-Length: -1\r\n\r\n`,
  (h) =>
    `POST ${apiPaths.verifyOtp} HTTP/1.1\r\nHost: ${h}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}GET / HTTP/1.1\r\n\r\n`,
  () => `GET / HTTP/1.1\r\nHost: \u0000\r\n\r\n`,
  (h) => `GET /${'%'.repeat(3)}zz HTTP/1.1\r\nHost: ${h}\r\n\r\n`,
  (h) => `GET / HTTP/1.1\r\nHost: ${h}\r\nX-Long: ${'h'.repeat(20_000)}\r\n\r\n`,
];

/**
 * Sends raw bytes and reads the answer's status line and headers; gives up after 300 ms (a server
 * still waiting for the rest of a body) or at once when `hangUpEarly`.
 */
function rawExchange(port: number, text: string, hangUpEarly: boolean): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(300, done);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.write(text, () => {
      if (hangUpEarly) done();
    });
  });
}

const FUZZ_COUNT: Record<DialectName, number> = { sqlite: 10_000, postgres: 2_000 };

describe.each(dialects)('malformed requests (%s)', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  async function start(env: NodeJS.ProcessEnv = {}) {
    t = await createTestApp(
      dialect,
      {
        AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
        FORM_RATE_LIMIT_PER_MINUTE: '1000000',
        // An administrator: the admin calls are fuzzed past their role check too.
        ADMIN_EMAILS: registration.email,
        ...env,
      },
      { captureLogs: true },
    );
    return registerUser(t.app);
  }

  const errorLines = () => t.logs.filter((line) => line.level >= LOG_ERROR);

  it('answers a cut-short or boundary-less portfolio form with a readable 400', async () => {
    const jar = await start();
    const { payload, headers } = await multipart(fullPortfolio, {
      data: await smallPng(),
      type: 'image/png',
    });
    const cut = await t.app.inject({
      method: 'POST',
      url: apiPaths.createPortfolio,
      cookies: jar,
      payload: payload.subarray(0, payload.length - 40),
      headers,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe(
      'The form data could not be read: it was cut short or malformed. Please try again.',
    );
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: apiPaths.updatePortfolio,
      cookies: jar,
      payload,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toBe(
      'The form data could not be read: it was cut short or malformed. Please try again.',
    );
    expect(errorLines()).toEqual([]);
  });

  it(`gives no 5xx to ${FUZZ_COUNT[dialect]} seeded malformed requests over every endpoint`, async () => {
    const jar = await start();
    const png = await smallPng();
    const rng = random(20261122);
    const failures: string[] = [];
    for (let n = 0; n < FUZZ_COUNT[dialect]; n += 1) {
      const request = await fuzzRequest(rng, jar, png);
      const res = await t.app.inject(request);
      if (res.statusCode >= 500) {
        failures.push(
          `#${n} ${request.method} ${request.url.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(errorLines().slice(0, 5)).toEqual([]);
  }, 180_000);

  it('gives no 5xx to 1500 seeded malformed requests with Razorpay on, its webhook included', async () => {
    // Razorpay's Orders API on loopback: every order it is asked for is made.
    const razorpay = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ id: `order_FZ${Math.random()}`, amount: 9900, currency: 'INR' }));
      });
    });
    await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve));
    try {
      const jar = await start(
        razorpayEnv(`http://127.0.0.1:${(razorpay.address() as net.AddressInfo).port}/v1`),
      );
      const png = await smallPng();
      const rng = random(99);
      const failures: string[] = [];
      for (let n = 0; n < 1500; n += 1) {
        const request = await fuzzRequest(rng, jar, png);
        const res = await t.app.inject(request);
        if (res.statusCode >= 500)
          failures.push(`#${n} ${request.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      expect(failures.slice(0, 10)).toEqual([]);
      expect(errorLines().slice(0, 5)).toEqual([]);
    } finally {
      await new Promise((resolve) => razorpay.close(resolve));
    }
  }, 120_000);

  it('survives raw malformed HTTP and clients that hang up early, logging no error', async () => {
    await start();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as net.AddressInfo;
    const host = `127.0.0.1:${port}`;
    const rng = random(7);
    for (let n = 0; n < 300; n += 1) {
      const make = pick(rng, RAW_REQUESTS);
      const answer = await rawExchange(port, make(host), rng() < 0.4);
      const status = Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      expect(status, `raw request #${n}: ${answer.slice(0, 200)}`).toBeLessThan(500);
    }
    // A rate-limited route whose client is gone before the limiter looks at its address.
    for (let n = 0; n < 50; n += 1) {
      await rawExchange(
        port,
        `POST ${apiPaths.contactMessage} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
        true,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
    expect((await fetch(`http://${host}/healthz`)).status).toBe(200);
    expect(errorLines()).toEqual([]);
  }, 120_000);
});

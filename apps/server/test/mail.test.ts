import type net from 'node:net';
import { freePort } from '@portfolio/test-support/free-port';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { type Jar, latestCode, registerUser, registration, updateJar } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { publishPortfolio } from './portfolio-helpers.ts';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free port that keeps what it is sent. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A raw message's text with quoted-printable soft breaks and escapes undone. */
const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('mail over SMTP', () => {
  let t: TestApp | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    t = undefined;
    smtp = undefined;
  });

  /** The app, sending its mail to an SMTP server of the test's own. */
  async function startWithSmtp(env: NodeJS.ProcessEnv = {}) {
    smtp = await startSmtp();
    t = await createTestApp('sqlite', {
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ...env,
    });
    return { app: t.app, received: smtp.received };
  }

  it('sends the code mail as text and HTML through a real SMTP server', async () => {
    const { app, received } = await startWithSmtp({ MAIL_FROM: 'Portfolio Maker <hello@portfolio.test>' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/registerotp',
      payload: { email: 'asha@example.com', userName: 'asha' },
    });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const mail = received[0] as Received;
    expect(mail.from).toBe('hello@portfolio.test');
    expect(mail.to).toEqual(['asha@example.com']);
    expect(mail.raw).toContain('Subject: Your Portfolio Maker registration code');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(readable(mail.raw)).toMatch(/on Portfolio Maker is: \d{6}/);
    // The outbox and its pages are for the outbox transport only.
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });

  it('tells the user when the mail cannot be sent, logs it, and lets them ask again at once', async () => {
    const port = await freePort();
    t = await createTestApp('sqlite', { MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` });
    const ask = () =>
      t?.app.inject({
        method: 'POST',
        url: '/api/v1/user/registerotp',
        payload: { email: 'a@example.com', userName: 'a1' },
      });
    const first = await ask();
    expect(first?.statusCode).toBe(502);
    expect(first?.json()).toEqual({
      success: false,
      message: 'We could not send the e-mail. Please try again in a moment.',
    });
    const second = await ask();
    expect(second?.statusCode).toBe(502);
  });

  it('sends the receipt after a payment and the acknowledgement of a template request', async () => {
    const { app, received } = await startWithSmtp({ PORT: '3000' });
    await app.inject({
      method: 'POST',
      url: '/api/v1/user/registerotp',
      payload: { email: registration.email, userName: registration.userName },
    });
    const code = readable(received.at(-1)?.raw ?? '').match(/is: (\d{6})/)?.[1];
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/user/registeruser',
      payload: { formData: registration, otp: code },
    });
    const jar: Jar = updateJar({}, registered);

    await publishPortfolio(app, jar);
    const order = await app.db.selectFrom('orders').select('id').executeTakeFirstOrThrow();
    const receipt = received.find((m) => m.raw.includes('Subject: Your Portfolio Maker receipt'));
    expect(receipt?.to).toEqual([registration.email]);
    expect(readable(receipt?.raw ?? '')).toContain(`Order: ${order.id}`);
    expect(readable(receipt?.raw ?? '')).toContain('Your site: http://asha-rao.localhost:3000/');

    const request = await app.inject({
      method: 'POST',
      url: '/api/v1/notification/sendtemplate',
      cookies: jar,
      payload: { emailText: 'Techfolio, please.' },
    });
    expect(request.statusCode).toBe(201);
    const ack = received.find((m) => m.raw.includes('Subject: We received your template request'));
    expect(ack?.to).toEqual([registration.email]);
    expect(readable(ack?.raw ?? '')).toContain('> Techfolio, please.');
  });
});

describe('dev mailbox', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('lists mails newest first as JSON and as an escaped HTML page', async () => {
    t = await createTestApp('sqlite', { OTP_RESEND_SECONDS: '0' });
    await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: registration.email } });
    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    const mails = list.json() as {
      to: string;
      subject: string;
      text: string;
      html: string;
      createdAt: string;
    }[];
    expect(mails.map((m) => m.subject)).toEqual([
      'Your Portfolio Maker sign-in code',
      'Your Portfolio Maker registration code',
    ]);
    expect(mails[0]).toMatchObject({
      to: registration.email,
      text: expect.stringContaining(await latestCode(t.app, registration.email)),
    });
    expect(new Date(mails[0]?.createdAt ?? '').toISOString()).toBe(mails[0]?.createdAt);

    await t.app.db
      .insertInto('mail_outbox')
      .values({
        id: 'zzz',
        to: 'x@example.com',
        subject: '<script>alert(1)</script>',
        text: 't',
        html: 'h',
        created_at: new Date().toISOString(),
      })
      .execute();
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert(1)</script>');
  });

  it('does not exist in production', async () => {
    t = await createTestApp('sqlite', {
      NODE_ENV: 'production',
      MAIL_TRANSPORT: 'outbox',
      PAYMENT_PROVIDER: 'sandbox',
      APP_SECRET: 's'.repeat(32),
    });
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });
});

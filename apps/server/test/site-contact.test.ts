import { apiPaths } from '@portfolio/shared/api';
import { siteMessageTexts } from '@portfolio/shared/site-messages';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type Jar, registerUser } from './auth-helpers.ts';
import { type DialectName, dialects, type TestApp, testClock } from './helpers.ts';
import { appWithLiveSite, fullPortfolio } from './portfolio-helpers.ts';

const NAME = fullPortfolio.hostingName as string;
const SITE = `${NAME}.localhost`;
const OWNER_EMAIL = 'asha@example.com';

type Fields = Record<string, string>;

const openForm = (app: FastifyInstance, host = SITE) =>
  app.inject({ method: 'GET', url: '/contact', headers: { host } });

const tokenIn = (html: string) => html.match(/name="token" value="([^"]+)"/)?.[1] ?? '';

function post(
  app: FastifyInstance,
  fields: Fields,
  { host = SITE, ip = '203.0.113.9', url = '/contact' } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}` },
    payload: new URLSearchParams(fields).toString(),
  });
}

const message = { name: 'Ravi Kumar', email: 'ravi@example.org', message: 'Loved your work. Can we talk?' };

async function stored(app: FastifyInstance) {
  return app.db.selectFrom('site_messages').selectAll().execute();
}

async function mailsTo(app: FastifyInstance, to: string) {
  return app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to', '=', to)
    .where('subject', 'like', 'New message%')
    .execute();
}

describe.each(dialects)("a published site's contact form (%s)", (dialect: DialectName) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function liveSite() {
    const clock = testClock();
    const site = await appWithLiveSite(dialect, {}, { clock: clock.now });
    t = site.t;
    return { ...site, clock };
  }

  /** A fresh form, filled in as a person would (taking a few seconds). */
  async function filledForm(
    app: FastifyInstance,
    clock: ReturnType<typeof testClock>,
    fields: Fields = message,
  ) {
    const token = tokenIn((await openForm(app)).body);
    clock.advance(5000);
    return { ...fields, website: '', token };
  }

  it('takes a message with no script: stored, mailed to the owner (reply to the visitor), in the inbox', async () => {
    const { app, owner, id, clock } = await liveSite();
    const form = await openForm(app);
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-security-policy']).toContain("form-action 'self'");
    expect(form.headers['content-security-policy']).not.toContain('script-src');
    expect(form.body).toContain('<form method="post" action="contact">');
    expect(form.body).toContain('Contact Asha Rao');

    const sent = await post(app, await filledForm(app, clock));
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(siteMessageTexts.sent);
    expect(sent.body).toContain('href="./"');

    expect(await stored(app)).toMatchObject([{ portfolio_id: id, ...message, read_at: null }]);
    const [mail] = await mailsTo(app, OWNER_EMAIL);
    expect(mail).toMatchObject({ reply_to: message.email, subject: 'New message from Ravi Kumar' });
    expect(mail?.text).toContain('> Loved your work. Can we talk?');

    const inbox = await app.inject({
      method: 'GET',
      url: apiPaths.siteMessages,
      cookies: owner,
      query: { portfolioId: id },
    });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().data).toMatchObject({ total: 1, unread: 1, messages: [{ ...message, read: false }] });
    const messageId = inbox.json().data.messages[0]._id as string;

    const read = await app.inject({
      method: 'POST',
      url: apiPaths.siteMessageRead,
      cookies: owner,
      payload: { id: messageId, read: true },
    });
    expect(read.statusCode).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: apiPaths.siteMessages,
      cookies: owner,
      query: { portfolioId: id },
    });
    expect(after.json().data).toMatchObject({ total: 1, unread: 0, messages: [{ read: true }] });
    const removed = await app.inject({
      method: 'POST',
      url: apiPaths.siteMessageDelete,
      cookies: owner,
      payload: { id: messageId },
    });
    expect(removed.statusCode).toBe(200);
    expect(await stored(app)).toEqual([]);
  });

  it('also answers at /sites/{name}/contact on the app', async () => {
    const { app, clock } = await liveSite();
    const token = tokenIn((await app.inject({ method: 'GET', url: `/sites/${NAME}/contact` })).body);
    clock.advance(3000);
    const sent = await post(
      app,
      { ...message, token },
      { host: 'localhost:3000', url: `/sites/${NAME}/contact` },
    );
    expect(sent.statusCode).toBe(200);
    expect(await stored(app)).toHaveLength(1);
  });

  it('refuses forged posts: no token, a changed one, another site’s, a filled honeypot', async () => {
    const { app, clock } = await liveSite();
    const good = await filledForm(app, clock);
    const [time, signature] = good.token.split('.');
    for (const forged of [
      { ...good, token: '' },
      { ...message },
      { ...good, token: `${Number(time) - 60_000}.${signature}` },
      { ...good, token: `${time}.${'0'.repeat(64)}` },
      { ...good, website: 'http://spam.example' },
    ]) {
      const answer = await post(app, forged);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(siteMessageTexts.refused);
      // A forged post is not handed back its text.
      expect(answer.body).not.toContain(message.message);
    }
    expect(await stored(app)).toEqual([]);
  });

  it('refuses a form sent in under 2 seconds or hours later, keeping what was typed', async () => {
    const { app, clock } = await liveSite();
    const token = tokenIn((await openForm(app)).body);
    clock.advance(1500);
    const fast = await post(app, { ...message, token });
    expect(fast.statusCode).toBe(400);
    expect(fast.body).toContain(siteMessageTexts.tooFast);
    expect(fast.body).toContain(message.message);

    clock.advance(3 * 60 * 60 * 1000);
    const late = await post(app, { ...message, token });
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain(siteMessageTexts.expired);
    // A fresh token comes with the page, so sending again works.
    const again = tokenIn(late.body);
    expect(again).not.toBe(token);
    clock.advance(3000);
    expect((await post(app, { ...message, token: again })).statusCode).toBe(200);
    expect(await stored(app)).toHaveLength(1);
  });

  it('refuses a 50 KB message (413), an over-long one (400) and a wrong body type (415)', async () => {
    const { app, clock } = await liveSite();
    const huge = await post(
      app,
      await filledForm(app, clock, { ...message, message: 'x'.repeat(50 * 1024) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.body).toContain(siteMessageTexts.tooLarge);
    const long = await post(app, await filledForm(app, clock, { ...message, message: 'é'.repeat(5001) }));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(siteMessageTexts.messageTooLong);
    const json = await app.inject({
      method: 'POST',
      url: '/contact',
      headers: { host: SITE, 'content-type': 'application/json' },
      payload: JSON.stringify(message),
    });
    expect(json.statusCode).toBe(415);
    expect(await stored(app)).toEqual([]);
  });

  it('refuses header injection in the name and the e-mail, and escapes HTML it shows back', async () => {
    const { app, clock } = await liveSite();
    const inName = await post(
      app,
      await filledForm(app, clock, { ...message, name: 'Ravi\r\nBcc: all@example.com' }),
    );
    expect(inName.statusCode).toBe(400);
    expect(inName.body).toContain(siteMessageTexts.nameLines);
    const inEmail = await post(
      app,
      await filledForm(app, clock, { ...message, email: 'ravi@example.org\r\nBcc: all@example.com' }),
    );
    expect(inEmail.statusCode).toBe(400);
    expect(inEmail.body).toContain(siteMessageTexts.emailInvalid);
    const html = await post(
      app,
      await filledForm(app, clock, { ...message, email: '', message: '<script>alert(1)</script>' }),
    );
    expect(html.statusCode).toBe(400);
    expect(html.body).not.toContain('<script>alert(1)');
    expect(html.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(await stored(app)).toEqual([]);
    expect(await mailsTo(app, OWNER_EMAIL)).toEqual([]);
  });

  it('limits messages per visitor and per site', async () => {
    const { app, clock } = await liveSite();
    for (let i = 0; i < 5; i += 1)
      expect((await post(app, await filledForm(app, clock))).statusCode).toBe(200);
    const sixth = await post(app, await filledForm(app, clock));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toContain(siteMessageTexts.tooMany);
    // Other visitors, until the site has had its 50 of the day.
    for (let i = 0; i < 45; i += 1) {
      expect((await post(app, await filledForm(app, clock), { ip: `198.51.100.${i + 1}` })).statusCode).toBe(
        200,
      );
    }
    expect((await post(app, await filledForm(app, clock), { ip: '192.0.2.200' })).statusCode).toBe(429);
    expect(await stored(app)).toHaveLength(50);
  });

  it('takes no message for a site that is not live, or whose owner turned the form off', async () => {
    const { app, owner, id, clock } = await liveSite();
    const ghost = await post(app, { ...message, token: 'x' }, { host: 'nobody-here.localhost' });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.body).toContain(siteMessageTexts.closed);

    const form = await filledForm(app, clock);
    const off = await app.inject({
      method: 'POST',
      url: apiPaths.siteOptions,
      cookies: owner,
      payload: { portfolioId: id, contactForm: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await openForm(app)).statusCode).toBe(404);
    const refused = await post(app, form);
    expect(refused.statusCode).toBe(404);
    expect(await stored(app)).toEqual([]);
  });

  it('keeps another owner out of my inbox, my messages and my form switch (403), nothing changed', async () => {
    const { app, owner, id, clock } = await liveSite();
    await post(app, await filledForm(app, clock));
    const messageId = (await stored(app))[0]?.id as string;
    const other: Jar = await registerUser(app, {
      userName: 'mallory',
      fullName: 'Mallory',
      email: 'mallory@example.com',
      password: 'a very long password',
    });
    const calls = [
      { method: 'GET' as const, url: apiPaths.siteMessages, query: { portfolioId: id } },
      { method: 'POST' as const, url: apiPaths.siteMessageRead, payload: { id: messageId, read: true } },
      { method: 'POST' as const, url: apiPaths.siteMessageDelete, payload: { id: messageId } },
      {
        method: 'POST' as const,
        url: apiPaths.siteOptions,
        payload: { portfolioId: id, contactForm: false },
      },
    ];
    for (const call of calls) {
      const answer = await app.inject({ ...call, cookies: other });
      expect(answer.statusCode, call.url).toBe(403);
      expect(answer.json().message).toBe('This portfolio is not yours.');
      expect((await app.inject(call)).statusCode, `${call.url} anonymous`).toBe(401);
    }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: apiPaths.siteMessageDelete,
          cookies: other,
          payload: { id: 'nope' },
        })
      ).statusCode,
    ).toBe(404);
    expect(await stored(app)).toMatchObject([{ id: messageId, read_at: null }]);
    const list = await app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies: owner });
    expect(list.json().data[0].contactForm).toBe(true);
  });
});

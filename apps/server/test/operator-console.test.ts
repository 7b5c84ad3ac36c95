import { apiPaths } from '@portfolio/shared/api';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createAbuseReportsRepo } from '../src/modules/abuse-reports/repo.ts';
import { csvCell } from '../src/modules/admin/payments-csv.ts';
import { createOrdersRepo } from '../src/modules/payments/repo.ts';
import { createRetention } from '../src/modules/retention/retention.ts';
import { type Jar, postJson, registerUser, registration } from './auth-helpers.ts';
import { createTestApp, type DialectName, dialects, type TestApp } from './helpers.ts';
import {
  createPortfolio,
  fullPortfolio,
  multipart,
  publishPortfolio,
  smallPng,
} from './portfolio-helpers.ts';

const NAME = fullPortfolio.hostingName as string;
const ADMIN = { ...registration, email: 'boss@example.com', userName: 'boss', fullName: 'Boss' };

const adminGets = [
  apiPaths.adminPortfolios,
  apiPaths.adminReports,
  apiPaths.adminPayments,
  apiPaths.adminPaymentsCsv,
  apiPaths.adminMetrics,
  apiPaths.adminAuditLog,
];
const adminPosts = [apiPaths.adminTakedown, apiPaths.adminRestore, apiPaths.adminResolveReport];

describe.each(dialects)("the operator's console (%s)", (dialect: DialectName) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** An administrator, and an owner with a live site. */
  async function setUp() {
    t = await createTestApp(dialect, { ADMIN_EMAILS: ADMIN.email });
    const app = t.app;
    const admin = await registerUser(app, ADMIN);
    const owner = await registerUser(app);
    const id = await publishPortfolio(app, owner);
    return { app, admin, owner, id };
  }

  const get = (app: FastifyInstance, cookies: Jar, url: string) =>
    app.inject({ method: 'GET', url, cookies });
  const visit = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: '/', headers: { host: `${NAME}.localhost` } });
  const mailTo = (app: FastifyInstance, to: string) =>
    app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to', '=', to)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const report = (app: FastifyInstance, payload: Record<string, unknown>, ip = '203.0.113.7') =>
    app.inject({ method: 'POST', url: apiPaths.abuseReport, payload, remoteAddress: ip });

  it('refuses every new admin call to visitors (401) and users (403)', async () => {
    const { app, owner } = await setUp();
    for (const url of adminGets) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(app, owner, url)).statusCode, url).toBe(403);
    }
    for (const url of adminPosts) {
      expect((await app.inject({ method: 'POST', url, payload: {} })).statusCode, url).toBe(401);
      expect((await postJson(app, owner, url, {})).statusCode, url).toBe(403);
    }
  });

  it('finds portfolios by hosting name or owner e-mail and filters them by status', async () => {
    const { app, admin, id } = await setUp();
    const rows = async (query: string) =>
      (await get(app, admin, `${apiPaths.adminPortfolios}?${query}`)).json().data;

    const byEmail = await rows('q=ASHA@example');
    expect(byEmail.total).toBe(1);
    expect(byEmail.users[0]).toEqual({
      _id: id,
      hostingName: NAME,
      ownerEmail: registration.email,
      title: fullPortfolio.title,
      status: 'live',
      createdAt: expect.any(String),
      publishedAt: expect.any(String),
      liveUrl: `http://${NAME}.localhost:3000/`,
      takedownReason: null,
    });
    expect((await rows('q=asha-r')).total).toBe(1);
    expect((await rows('q=nobody')).total).toBe(0);
    // LIKE's wildcards are matched as themselves.
    expect((await rows('q=%25')).total).toBe(0);
    expect((await rows('q=_')).total).toBe(0);
    expect((await rows('status=live')).total).toBe(1);
    expect((await rows('status=taken_down')).total).toBe(0);
    expect((await rows('status=&q=')).total).toBe(1);

    for (const junk of ['status=deleted', 'page=-1', 'limit=1000', 'page=abc', `q=${'x'.repeat(300)}`]) {
      const res = await get(app, admin, `${apiPaths.adminPortfolios}?${junk}`);
      expect(res.statusCode, junk).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('gives a search’s whole total on every page: a full one, the last, and one past the end', async () => {
    const { app, admin, owner } = await setUp();
    for (const n of [2, 3])
      await createPortfolio(app, owner, { ...fullPortfolio, hostingName: `${NAME}-${n}` });
    /** A page of one of the console's lists: how many rows it holds and the total it gives. */
    const pageOf = async (list: string, query: string) => {
      const { users, total } = (await get(app, admin, `${list}?${query}`)).json().data;
      return { rows: users.length, total };
    };
    const page = (query: string) => pageOf(apiPaths.adminPortfolios, query);

    expect(await page(`q=${NAME}&limit=2&page=0`)).toEqual({ rows: 2, total: 3 });
    expect(await page(`q=${NAME}&limit=2&page=1`)).toEqual({ rows: 1, total: 3 });
    expect(await page(`q=${NAME}&limit=2&page=5`)).toEqual({ rows: 0, total: 3 });
    expect(await page(`q=${NAME}&limit=3&page=0`)).toEqual({ rows: 3, total: 3 });
    expect(await page(`q=${NAME}-3&limit=2&page=0`)).toEqual({ rows: 1, total: 1 });
    expect(await page('q=nobody&limit=2&page=0')).toEqual({ rows: 0, total: 0 });
    expect(await page('q=nobody&limit=2&page=3')).toEqual({ rows: 0, total: 0 });
    // The other lists of the console and the admin pages count the same way.
    expect(await pageOf(apiPaths.adminPayments, 'limit=1&page=4')).toEqual({ rows: 0, total: 1 });
    const site = `http://${NAME}.localhost:3000/`;
    expect(
      (await report(app, { site, reason: 'phishing', details: 'Asks for bank passwords.', email: '' }))
        .statusCode,
    ).toBe(201);
    for (const [list, query, expected] of [
      [apiPaths.adminReports, 'status=open&limit=5&page=0', { rows: 1, total: 1 }],
      [apiPaths.adminReports, 'limit=1&page=3', { rows: 0, total: 1 }],
      [apiPaths.adminUserList, 'limit=3&page=0', { rows: 2, total: 2 }],
      [apiPaths.adminUserList, 'limit=1&page=5', { rows: 0, total: 2 }],
    ] as const) {
      expect(await pageOf(list, query), `${list}?${query}`).toEqual(expected);
    }
  });

  it('takes a site down with a reason, keeps it down whatever its owner does, and restores it', async () => {
    const { app, admin, owner, id } = await setUp();
    const reason = 'Phishing: the page asks for bank passwords.';

    const down = await postJson(app, admin, apiPaths.adminTakedown, { portfolioId: id, reason });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({
      success: true,
      message: 'The site is taken down and its owner has been told why.',
    });

    const page = await visit(app);
    expect(page.statusCode).toBe(451);
    expect(page.body).toContain('This site is unavailable');
    expect(page.body).not.toContain('Asha');
    expect((await app.inject({ method: 'GET', url: `/sites/${NAME}/` })).statusCode).toBe(451);

    const mail = await mailTo(app, registration.email);
    expect(mail.subject).toBe(`Your site ${NAME} has been taken down`);
    expect(mail.text).toContain(reason);

    const card = (await get(app, owner, apiPaths.usersPortfolios)).json().data[0];
    expect(card.status).toBe('taken_down');
    expect(card.takedownReason).toBe(reason);

    // Saving, paying or bringing it online does not put it back.
    const form = await multipart({ ...fullPortfolio, _id: id, title: 'Back again' });
    const saved = await app.inject({
      method: 'POST',
      url: apiPaths.updatePortfolio,
      cookies: owner,
      ...form,
    });
    expect(saved.statusCode).toBe(200);
    expect((await visit(app)).statusCode).toBe(451);
    const order = await postJson(app, owner, apiPaths.createOrder, { hostingName: NAME });
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toContain('taken down by our team');
    expect((await postJson(app, owner, apiPaths.bringOnline, { portfolioId: id })).statusCode).toBe(409);
    expect((await postJson(app, owner, apiPaths.takeOffline, { portfolioId: id })).statusCode).toBe(409);

    // Twice is a conflict; restore needs a reason too.
    expect((await postJson(app, admin, apiPaths.adminTakedown, { portfolioId: id, reason })).statusCode).toBe(
      409,
    );
    expect(
      (await postJson(app, admin, apiPaths.adminRestore, { portfolioId: id, reason: ' ' })).statusCode,
    ).toBe(400);
    const restored = await postJson(app, admin, apiPaths.adminRestore, {
      portfolioId: id,
      reason: 'Owner proved it is theirs.',
    });
    expect(restored.statusCode).toBe(200);
    const back = await visit(app);
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('Back again');
    expect((await mailTo(app, registration.email)).subject).toBe(`Your site ${NAME} is back online`);
    expect(
      (await postJson(app, admin, apiPaths.adminRestore, { portfolioId: id, reason: 'again' })).statusCode,
    ).toBe(409);

    const audit = (await get(app, admin, `${apiPaths.adminAuditLog}?limit=10`)).json().data;
    expect(
      audit.users.map(({ actor, action, target, reason }: Record<string, string>) => ({
        actor,
        action,
        target,
        reason,
      })),
    ).toEqual([
      { actor: ADMIN.email, action: 'restore', target: NAME, reason: 'Owner proved it is theirs.' },
      { actor: ADMIN.email, action: 'takedown', target: NAME, reason },
    ]);
  });

  it('refuses a takedown of a site that does not exist or was never live, or without a reason', async () => {
    const { app, admin, owner } = await setUp();
    const missing = await postJson(app, admin, apiPaths.adminTakedown, { portfolioId: 'nope', reason: 'x' });
    expect(missing.statusCode).toBe(404);
    const draft = await app.inject({
      method: 'POST',
      url: apiPaths.createPortfolio,
      cookies: owner,
      ...(await multipart(
        { ...fullPortfolio, hostingName: 'not-paid-yet' },
        { data: await smallPng(), type: 'image/png' },
      )),
    });
    const unpaid = await postJson(app, admin, apiPaths.adminTakedown, {
      portfolioId: draft.json().data._id,
      reason: 'x',
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('Only a live or offline site can be taken down.');
    for (const body of [
      { portfolioId: 'nope' },
      { reason: 'x' },
      { portfolioId: 'nope', reason: 'x'.repeat(1001) },
    ]) {
      expect((await postJson(app, admin, apiPaths.adminTakedown, body)).statusCode).toBe(400);
    }
    expect((await get(app, admin, apiPaths.adminAuditLog)).json().data.total).toBe(0);
  });

  it('takes reports from visitors, limits a flood, and lets an admin resolve them', async () => {
    const { app, admin } = await setUp();
    const html = '<img src=x onerror=alert(1)> Fake bank login';
    const sent = await report(app, {
      site: `http://${NAME}.localhost:3000/`,
      reason: 'phishing',
      details: html,
      email: '',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toContain('Thank you');

    const listed = (await get(app, admin, apiPaths.adminReports)).json().data;
    expect(listed.total).toBe(1);
    expect(listed.users[0]).toMatchObject({
      site: NAME,
      reason: 'phishing',
      details: html,
      reporterEmail: null,
      status: 'open',
      siteStatus: 'live',
    });

    // Bad reports: no such site, not a reason, 50 KB of text, a bad e-mail, not an object.
    expect((await report(app, { site: 'no-such-site', reason: 'other', details: 'x' })).statusCode).toBe(404);
    expect((await report(app, { site: NAME, reason: 'boring', details: 'x' })).statusCode).toBe(400);
    const huge = await report(app, { site: NAME, reason: 'other', details: 'x'.repeat(50 * 1024) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Please keep the description under 5000 characters.');
    expect(
      (await report(app, { site: NAME, reason: 'other', details: 'x', email: 'not-mail' })).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'POST', url: apiPaths.abuseReport, payload: [] })).statusCode).toBe(
      400,
    );

    // A flood from one address: five an hour, then 429; another address still may.
    const flood = [];
    for (let i = 0; i < 6; i++)
      flood.push(
        (await report(app, { site: NAME, reason: 'other', details: `#${i}` }, '198.51.100.9')).statusCode,
      );
    expect(flood).toEqual([201, 201, 201, 201, 201, 429]);
    expect(
      (await report(app, { site: NAME, reason: 'other', details: 'other' }, '198.51.100.10')).statusCode,
    ).toBe(201);

    const open = (await get(app, admin, `${apiPaths.adminReports}?status=open&limit=20`)).json().data.users;
    const [latest, ...rest] = open;
    const dismissed = await postJson(app, admin, apiPaths.adminResolveReport, {
      reportId: latest._id,
      action: 'dismiss',
      reason: 'Not abuse.',
    });
    expect(dismissed.statusCode).toBe(200);
    expect(
      (
        await postJson(app, admin, apiPaths.adminResolveReport, {
          reportId: latest._id,
          action: 'dismiss',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(409);
    const first = rest.at(-1);
    const takenDown = await postJson(app, admin, apiPaths.adminResolveReport, {
      reportId: first._id,
      action: 'takedown',
      reason: 'Confirmed phishing.',
    });
    expect(takenDown.statusCode).toBe(200);
    expect((await visit(app)).statusCode).toBe(451);
    const resolved = (await get(app, admin, `${apiPaths.adminReports}?status=taken_down`)).json().data.users;
    expect(resolved).toHaveLength(1);
    expect(resolved[0]).toMatchObject({ resolution: 'Confirmed phishing.', siteStatus: 'taken_down' });
    expect(
      (
        await postJson(app, admin, apiPaths.adminResolveReport, {
          reportId: 'nope',
          action: 'dismiss',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await postJson(app, admin, apiPaths.adminResolveReport, {
          reportId: first._id,
          action: 'delete',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(400);
    expect((await get(app, admin, `${apiPaths.adminReports}?status=closed`)).statusCode).toBe(400);

    const actions = (await get(app, admin, apiPaths.adminAuditLog))
      .json()
      .data.users.map((r: { action: string }) => r.action);
    expect(actions).toEqual(['report_taken_down', 'report_dismissed']);
  });

  it('lists every payment with totals for a period, and exports it as CSV safe for spreadsheets', async () => {
    const { app, admin } = await setUp();
    const page = (await get(app, admin, apiPaths.adminPayments)).json().data;
    expect(page.total).toBe(1);
    expect(page.users[0]).toMatchObject({
      email: registration.email,
      hostingName: NAME,
      amount: expect.any(Number),
      currency: 'INR',
      provider: 'sandbox',
      status: 'paid',
      paymentId: expect.any(String),
      paidAt: expect.any(String),
    });
    const amount = page.users[0].amount;
    expect(page.totals).toEqual([
      { currency: 'INR', paid: amount, paidCount: 1, refundDue: 0, refundDueCount: 0 },
    ]);

    // A hostile order (fields a spreadsheet would run as formulas), from an account since deleted.
    await app.db
      .insertInto('orders')
      .values({
        id: 'evil',
        user_id: null,
        portfolio_id: null,
        hosting_name: '=HYPERLINK("http://evil.example","x")',
        provider: 'sandbox',
        amount: 100,
        currency: 'INR',
        status: 'refund_due',
        payment_id: '+cmd|calc',
        note: '@SUM(1,2)',
        created_at: '2020-01-15T10:00:00.000Z',
        paid_at: '2020-01-15T10:01:00.000Z',
      })
      .execute();
    const old = (await get(app, admin, `${apiPaths.adminPayments}?from=2020-01-15&to=2020-01-15`)).json()
      .data;
    expect(old.total).toBe(1);
    expect(old.users[0].email).toBeNull();
    expect(old.totals).toEqual([
      { currency: 'INR', paid: 0, paidCount: 0, refundDue: 100, refundDueCount: 1 },
    ]);
    expect((await get(app, admin, `${apiPaths.adminPayments}?status=refund_due`)).json().data.total).toBe(1);

    const csv = await get(app, admin, `${apiPaths.adminPaymentsCsv}?from=2020-01-01&to=2020-12-31`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="payments-2020-01-01-to-2020-12-31.csv"',
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      '"Created","Paid","E-mail","Hosting name","Amount","Currency","Provider","Status","Payment id","Note"',
    );
    expect(lines[1]).toBe(
      `"2020-01-15T10:00:00.000Z","2020-01-15T10:01:00.000Z","","'=HYPERLINK(""http://evil.example"",""x"")","1.00","INR","sandbox","refund_due","'+cmd|calc","'@SUM(1,2)"`,
    );
    const all = await get(app, admin, apiPaths.adminPaymentsCsv);
    expect(all.body.trimEnd().split('\r\n')).toHaveLength(3);

    for (const junk of [
      'from=2020-13-01',
      'from=yesterday',
      'from=2020-02-01&to=2020-01-01',
      'status=free',
      'limit=0',
    ]) {
      expect((await get(app, admin, `${apiPaths.adminPayments}?${junk}`)).statusCode, junk).toBe(400);
    }
    expect((await get(app, admin, `${apiPaths.adminPaymentsCsv}?to=2020-02-30x`)).statusCode).toBe(400);
  });

  it('counts sign-ups, portfolios, sites gone live and revenue per day', async () => {
    const { app, admin } = await setUp();
    const metrics = (await get(app, admin, `${apiPaths.adminMetrics}?days=30`)).json().data;
    expect(metrics.days).toHaveLength(30);
    expect(metrics.currency).toBe('INR');
    const today = metrics.days.at(-1);
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today).toMatchObject({ signUps: 2, portfoliosCreated: 1, sitesLive: 1 });
    expect(today.revenue).toBeGreaterThan(0);
    expect(metrics.totals).toEqual({
      signUps: 2,
      portfoliosCreated: 1,
      sitesLive: 1,
      revenue: today.revenue,
    });

    // Forty days ago: outside 30 days, inside 90.
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await app.db.updateTable('users').set({ created_at: longAgo }).where('email', '=', ADMIN.email).execute();
    expect((await get(app, admin, `${apiPaths.adminMetrics}?days=30`)).json().data.totals.signUps).toBe(1);
    const ninety = (await get(app, admin, `${apiPaths.adminMetrics}?days=90`)).json().data;
    expect(ninety.days).toHaveLength(90);
    expect(ninety.totals.signUps).toBe(2);
    expect(ninety.days.find((d: { day: string }) => d.day === longAgo.slice(0, 10)).signUps).toBe(1);

    for (const junk of ['days=7', 'days=', 'days=thirty']) {
      expect((await get(app, admin, `${apiPaths.adminMetrics}?${junk}`)).statusCode, junk).toBe(400);
    }
  });
});

describe.each(dialects)('what is kept only so long (%s)', (dialect: DialectName) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('deletes orders of deleted accounts after 8 years and resolved reports after a year', async () => {
    t = await createTestApp(dialect);
    const db = t.app.db;
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * 86_400_000).toISOString();
    const order = (id: string, userId: string | null, days: number) => ({
      id,
      user_id: userId,
      portfolio_id: null,
      hosting_name: id,
      provider: 'sandbox' as const,
      amount: 9900,
      currency: 'INR',
      status: 'paid' as const,
      payment_id: `pay-${id}`,
      note: null,
      created_at: ago(days),
      paid_at: ago(days),
    });
    await registerUser(t.app);
    const owner = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await db
      .insertInto('orders')
      .values([
        order('old-anonymous', null, 8 * 365 + 10),
        order('young-anonymous', null, 7 * 365),
        order('old-but-owned', owner.id, 9 * 365),
      ])
      .execute();
    const report = (id: string, status: 'open' | 'dismissed', resolvedDaysAgo: number | null) => ({
      id,
      hosting_name: 'some-site',
      reason: 'other' as const,
      details: 'x',
      reporter_email: null,
      status,
      resolution: status === 'open' ? null : 'checked',
      created_at: ago(800),
      resolved_at: resolvedDaysAgo === null ? null : ago(resolvedDaysAgo),
    });
    await db
      .insertInto('abuse_reports')
      .values([
        report('old-resolved', 'dismissed', 400),
        report('recent-resolved', 'dismissed', 100),
        report('still-open', 'open', null),
      ])
      .execute();

    const retention = createRetention({
      orders: createOrdersRepo(db),
      reports: createAbuseReportsRepo(db),
      clock: () => now,
      log: t.app.log,
    });
    expect(await retention.run()).toEqual({ orders: 1, reports: 1 });
    retention.close();
    const orders = await db.selectFrom('orders').select('id').orderBy('id').execute();
    expect(orders.map((o) => o.id)).toEqual(['old-but-owned', 'young-anonymous']);
    const reports = await db.selectFrom('abuse_reports').select('id').orderBy('id').execute();
    expect(reports.map((r) => r.id)).toEqual(['recent-resolved', 'still-open']);
  });
});

describe('a CSV cell', () => {
  it.each([
    ['=1+2', `"'=1+2"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@A1', `"'@A1"`],
    ['\tx', `"'\tx"`],
    ['plain, "quoted"', `"plain, ""quoted"""`],
    [null, '""'],
    [12.5, '"12.5"'],
  ])('%j is written %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

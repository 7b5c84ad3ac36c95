import fs from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@portfolio/shared/api';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type Jar, latestCode, registerUser, registration, updateJar } from './auth-helpers.ts';
import { createTestApp, type DialectName, dialects, type TestApp } from './helpers.ts';
import { appWithLiveSite, fullPortfolio } from './portfolio-helpers.ts';

const other = {
  userName: 'ravi',
  fullName: 'Ravi Kumar',
  email: 'ravi@example.com',
  password: 'another long password',
};

/** Every row of every table of the app, as text (to look for what must not remain). */
async function everything(app: FastifyInstance): Promise<Record<string, string>> {
  const tables = (await app.db.introspection.getTables()).map((table) => table.name);
  const dump: Record<string, string> = {};
  for (const table of tables.filter((name) => !name.startsWith('kysely_'))) {
    dump[table] = JSON.stringify(
      await app.db
        .selectFrom(table as 'users')
        .selectAll()
        .execute(),
    );
  }
  return dump;
}

describe.each(dialects)('my account (%s)', (dialect: DialectName) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function withPortfolio() {
    const site = await appWithLiveSite(dialect);
    t = site.t;
    return { ...site, dataDir: t.config.dataDir };
  }

  it('downloads everything held about the user as one JSON file', async () => {
    const { app, owner, id } = await withPortfolio();
    await app.db
      .insertInto('site_messages')
      .values({
        id: 'm1',
        portfolio_id: id,
        name: 'Visitor',
        email: 'v@example.org',
        message: 'Hello',
        created_at: new Date().toISOString(),
        read_at: null,
      })
      .execute();
    const res = await app.inject({ method: 'GET', url: apiPaths.accountExport, cookies: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="portfolio-maker-asha_rao.json"');
    const data = res.json();
    expect(data.account).toMatchObject({
      userName: 'asha_rao',
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      role: 'USER',
    });
    expect(data.portfolios).toHaveLength(1);
    expect(data.portfolios[0]).toMatchObject({ hostingName: fullPortfolio.hostingName, status: 'live' });
    expect(data.portfolios[0].history).toMatchObject([{ summary: 'Created', content: { name: 'Asha Rao' } }]);
    expect(data.orders).toMatchObject([
      { status: 'paid', amount: 9900, hostingName: fullPortfolio.hostingName },
    ]);
    expect(data.messagesReceived).toMatchObject([{ name: 'Visitor', message: 'Hello' }]);
    expect(JSON.stringify(data)).not.toMatch(/password/i);
    expect((await app.inject({ method: 'GET', url: apiPaths.accountExport })).statusCode).toBe(401);
  });

  it('deletes the account with the mailed code: nothing of the user remains but an anonymous order', async () => {
    const { app, owner, dataDir } = await withPortfolio();
    const stranger = await registerUser(app, other);
    await app.inject({
      method: 'POST',
      url: apiPaths.contactMessage,
      payload: { name: 'Asha', email: registration.email, message: 'Hi team' },
    });
    const userId = (await app.inject({ method: 'GET', url: apiPaths.userInformation, cookies: owner })).json()
      .data._id;

    const asked = await app.inject({ method: 'POST', url: apiPaths.accountDeletionCode, cookies: owner });
    expect(asked.statusCode).toBe(200);
    const mail = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to', '=', registration.email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Confirm deleting your Portfolio Maker account');
    const code = await latestCode(app, registration.email);

    const wrong = await app.inject({
      method: 'POST',
      url: apiPaths.accountDelete,
      cookies: owner,
      payload: { otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid OTP');
    const junk = await app.inject({
      method: 'POST',
      url: apiPaths.accountDelete,
      cookies: owner,
      payload: { otp: 'abc' },
    });
    expect(junk.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: apiPaths.userInformation, cookies: owner })).statusCode,
    ).toBe(200);

    const deleted = await app.inject({
      method: 'POST',
      url: apiPaths.accountDelete,
      cookies: owner,
      payload: { otp: code },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Your account and everything in it are deleted.');
    const after = updateJar({ ...owner }, deleted);
    // Only the browser's client id stays: it grants nothing (docs/decisions/039).
    expect(Object.keys(after)).toEqual(['pm_client']);
    // The old cookies no longer sign anyone in, and the address can register again.
    expect(
      (await app.inject({ method: 'GET', url: apiPaths.userInformation, cookies: owner })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: apiPaths.refresh, cookies: owner })).statusCode).toBe(401);

    const dump = await everything(app);
    for (const [table, rows] of Object.entries(dump)) {
      expect(rows, table).not.toContain(registration.email);
      expect(rows, table).not.toContain(userId);
      if (table !== 'orders') expect(rows, table).not.toContain(fullPortfolio.hostingName);
    }
    expect(JSON.parse(dump.orders as string)).toMatchObject([
      { user_id: null, portfolio_id: null, status: 'paid' },
    ]);
    expect(fs.readdirSync(path.join(dataDir, 'files', 'covers'))).toEqual([]);
    expect(
      fs.existsSync(path.join(dataDir, 'files', 'sites', fullPortfolio.hostingName as string, 'index.html')),
    ).toBe(false);
    // Someone else's account is untouched.
    expect(
      (await app.inject({ method: 'GET', url: apiPaths.userInformation, cookies: stranger as Jar })).json()
        .data.email,
    ).toBe(other.email);
  });

  it('needs a signed-in user for the code and the deletion', async () => {
    t = await createTestApp(dialect);
    expect((await t.app.inject({ method: 'POST', url: apiPaths.accountDeletionCode })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: apiPaths.accountDelete, payload: { otp: '123456' } }))
        .statusCode,
    ).toBe(401);
  });
});

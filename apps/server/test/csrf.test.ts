import { apiPaths } from '@portfolio/shared/api';
import { afterEach, describe, expect, it } from 'vitest';
import { type Jar, registerUser } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import { fullPortfolio, multipart, smallPng } from './portfolio-helpers.ts';

const refused = {
  success: false,
  message: 'This request did not come from Portfolio Maker and was refused.',
};

describe.each(dialects)('requests from other sites (%s)', (dialect) => {
  let t: TestApp;
  let jar: Jar;
  let id: string;
  afterEach(async () => {
    await t?.close();
  });

  async function start() {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    const form = await multipart(fullPortfolio, { data: await smallPng(), type: 'image/png' });
    const created = await t.app.inject({
      method: 'POST',
      url: apiPaths.createPortfolio,
      cookies: jar,
      payload: form.payload,
      headers: { ...form.headers, host: 'localhost:3000', origin: 'http://localhost:3000' },
    });
    expect(created.statusCode).toBe(201);
    id = created.json().data._id;
  }

  const update = async (headers: Record<string, string>) => {
    const form = await multipart({ ...fullPortfolio, _id: id, title: 'Defaced' });
    return t.app.inject({
      method: 'POST',
      url: apiPaths.updatePortfolio,
      cookies: jar,
      payload: form.payload,
      headers: { ...form.headers, host: 'localhost:3000', ...headers },
    });
  };

  const storedTitle = async () =>
    (await t.app.db.selectFrom('portfolios').select('title').where('id', '=', id).executeTakeFirstOrThrow())
      .title;

  it("refuses a multipart update sent from another site with the victim's cookie", async () => {
    await start();
    const foreign: Record<string, string>[] = [
      { origin: 'http://evil.test' },
      { origin: 'null' },
      // A published site is same-site with the app, but it is other people's content.
      { origin: 'http://asha-rao.localhost:3000' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const res = await update(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual(refused);
    }
    expect(await storedTitle()).toBe(fullPortfolio.title);
  });

  it("accepts the app's own requests, and clients that send no browser headers", async () => {
    await start();
    expect(
      (await update({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    expect((await update({})).statusCode).toBe(200);
    expect(await storedTitle()).toBe('Defaced');
  });

  it('guards logout and renewal too, so another site cannot end or rotate a session', async () => {
    await start();
    const logout = await t.app.inject({
      method: 'POST',
      url: apiPaths.logout,
      cookies: jar,
      headers: { host: 'localhost:3000', origin: 'http://evil.test' },
    });
    expect(logout.statusCode).toBe(403);
    // A cross-site link or image pointing at the renewal (a GET, as docs/spec.md §7 has it).
    const renewal = await t.app.inject({
      method: 'GET',
      url: apiPaths.refresh,
      cookies: jar,
      headers: { host: 'localhost:3000', 'sec-fetch-site': 'cross-site' },
    });
    expect(renewal.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: apiPaths.userInformation, cookies: jar });
    expect(me.statusCode).toBe(200);
    const ownRenewal = await t.app.inject({
      method: 'GET',
      url: apiPaths.refresh,
      cookies: jar,
      headers: { host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(ownRenewal.statusCode).toBe(200);
  });

  it('guards the renewal however its path is spelled', async () => {
    await start();
    const renew = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, cookies: jar, headers: { host: 'localhost:3000', ...headers } });
    for (const url of ['/api/v1/auth/%72efresh', '/api/v1/auth/refresh?again=1']) {
      const foreign = { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' };
      const res = await renew(url, foreign);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual(refused);
    }
  });

  it("compares the Origin's scheme and port with the app's, not only its host", async () => {
    await start();
    for (const origin of ['https://localhost:3000', 'http://localhost:3001', 'http://localhost']) {
      expect((await update({ origin })).statusCode, origin).toBe(403);
    }
    expect(await storedTitle()).toBe(fullPortfolio.title);
    expect((await update({ origin: 'HTTP://LOCALHOST:3000' })).statusCode).toBe(200);
  });
});

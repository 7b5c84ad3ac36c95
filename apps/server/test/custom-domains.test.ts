import { apiPaths } from '@portfolio/shared/api';
import { domainMessages } from '@portfolio/shared/domains';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/lib/clock.ts';
import { type Jar, registerUser } from './auth-helpers.ts';
import { startDns } from './dns-fixture.ts';
import { createTestApp, dialects, type TestApp, testClock } from './helpers.ts';
import { fullPortfolio, multipart, publishPortfolio, smallPng } from './portfolio-helpers.ts';

type Dns = Awaited<ReturnType<typeof startDns>>;
type Owner = { jar: Jar; id: string; hostingName: string };

describe.each(dialects)('custom domains (%s)', (dialect) => {
  let t: TestApp;
  let dns: Dns;
  afterEach(async () => {
    await t?.close();
    await dns?.close();
  });

  /**
   * Two owners with live sites on sites.test; the app itself is app.test. With a clock that the
   * test moves by days, sign-ins last a month so the owners can still read their cards.
   */
  async function start(clock?: ReturnType<typeof testClock>) {
    dns = await startDns();
    t = await createTestApp(
      dialect,
      {
        SITES_DOMAIN: 'sites.test',
        SITES_URL: 'https://{name}.sites.test/',
        APP_DOMAIN: 'app.test',
        SITES_IPV4: '127.0.0.1',
        DNS_SERVERS: dns.server,
        ...(clock && { ACCESS_TOKEN_TTL_SECONDS: String((30 * DAY_MS) / 1000) }),
      },
      { clock: clock?.now },
    );
    const asha = await liveOwner('asha-rao', { userName: 'asha', email: 'asha@example.com' });
    const bo = await liveOwner('bo-chen', { userName: 'bo', email: 'bo@example.com' });
    return { asha, bo };
  }

  async function liveOwner(hostingName: string, who: { userName: string; email: string }): Promise<Owner> {
    const jar = await registerUser(t.app, {
      ...who,
      fullName: who.userName,
      password: 'correct horse battery',
    });
    const id = await publishPortfolio(t.app, jar, { ...fullPortfolio, hostingName });
    return { jar, id, hostingName };
  }

  const add = (owner: Owner, domain: unknown) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.customDomain,
      cookies: owner.jar,
      payload: { portfolioId: owner.id, domain },
    });
  const verify = (owner: Owner) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.verifyCustomDomain,
      cookies: owner.jar,
      payload: { portfolioId: owner.id },
    });
  const remove = (owner: Owner) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.removeCustomDomain,
      cookies: owner.jar,
      payload: { portfolioId: owner.id },
    });
  const visit = (host: string) => t.app.inject({ method: 'GET', url: '/', headers: { host } });
  const ask = (domain: string) =>
    t.app.inject({ method: 'GET', url: `${apiPaths.tlsAsk}?domain=${encodeURIComponent(domain)}` });
  const served = async (host: string) => {
    const res = await visit(host);
    return res.statusCode === 200 && res.body.includes('<h1>Asha Rao</h1>');
  };
  const listed = async (owner: Owner) =>
    (await t.app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies: owner.jar })).json().data[0];

  /** The records asha is told to create for www.example.test, created at the DNS server. */
  function createRecords(token: string, domain = 'www.example.test', target = 'asha-rao.sites.test') {
    dns.set(domain, { type: 'CNAME', value: target });
    dns.set(`_portfolio-maker.${domain}`, { type: 'TXT', value: token });
  }

  it('shows the records to create, connects the domain once they exist, serves the site there, and removes it', async () => {
    const { asha } = await start();
    const added = await add(asha, 'https://WWW.Example.TEST./');
    expect(added.statusCode).toBe(200);
    const domain = added.json().data;
    expect(domain).toMatchObject({
      domain: 'www.example.test',
      status: 'pending',
      checks: null,
      verifiedAt: null,
    });
    const token = domain.records[1].value as string;
    expect(token).toMatch(/^pm-verify=[\w-]{22}$/);
    expect(domain.records).toEqual([
      { type: 'CNAME', name: 'www.example.test', value: 'asha-rao.sites.test' },
      { type: 'TXT', name: '_portfolio-maker.www.example.test', value: token },
    ]);

    const early = await verify(asha);
    expect(early.statusCode).toBe(200);
    expect(early.json().data.status).toBe('pending');
    expect(early.json().data.checks).toEqual([
      {
        type: 'CNAME',
        ok: false,
        message:
          'There is no CNAME record for www.example.test yet. Create one pointing to asha-rao.sites.test.',
      },
      {
        type: 'TXT',
        ok: false,
        message: `There is no TXT record _portfolio-maker.www.example.test yet. Create it with the value ${token}.`,
      },
    ]);
    expect(await served('www.example.test')).toBe(false);
    expect((await ask('www.example.test')).statusCode).toBe(404);

    createRecords(token);
    const done = await verify(asha);
    expect(done.json()).toMatchObject({ success: true, message: domainMessages.verified });
    expect(done.json().data).toMatchObject({ status: 'verified', verifiedAt: expect.any(String) });
    for (const host of [
      'www.example.test',
      'WWW.EXAMPLE.TEST',
      'www.example.test.',
      'www.example.test:8443',
    ]) {
      expect(await served(host), host).toBe(true);
    }
    expect((await ask('www.example.test')).statusCode).toBe(200);
    // The site names its own domain as its address; the owner's card shows it.
    expect((await visit('www.example.test')).body).toContain(
      '<link rel="canonical" href="https://www.example.test/">',
    );
    expect(await listed(asha)).toMatchObject({
      liveUrl: 'https://www.example.test/',
      customDomain: { domain: 'www.example.test', status: 'verified' },
    });

    const removed = await remove(asha);
    expect(removed.json()).toEqual({ success: true, message: domainMessages.removed });
    expect(await served('www.example.test')).toBe(false);
    expect((await ask('www.example.test')).statusCode).toBe(404);
    expect((await visit('asha-rao.sites.test')).body).toContain(
      '<link rel="canonical" href="https://asha-rao.sites.test/">',
    );
    expect(await listed(asha)).toMatchObject({ liveUrl: 'https://asha-rao.sites.test/', customDomain: null });
  });

  it("says what is wrong without repeating what DNS holds: a CNAME pointing elsewhere, another portfolio's code", async () => {
    const { asha, bo } = await start();
    const ashaToken = (await add(asha, 'www.example.test')).json().data.records[1].value;
    const boToken = (await add(bo, 'www.example.test')).json().data.records[1].value;
    expect(boToken).not.toBe(ashaToken);
    createRecords(ashaToken, 'www.example.test', 'elsewhere.example.net');
    const checks = (await verify(bo)).json().data.checks;
    expect(checks).toEqual([
      {
        type: 'CNAME',
        ok: false,
        message: 'www.example.test points elsewhere, not to bo-chen.sites.test.',
      },
      {
        type: 'TXT',
        ok: false,
        message: `The TXT record _portfolio-maker.www.example.test does not hold your code. Set its value to ${boToken}.`,
      },
    ]);
    expect((await verify(asha)).json().data.checks[0]).toEqual({
      type: 'CNAME',
      ok: false,
      message: 'www.example.test points elsewhere, not to asha-rao.sites.test.',
    });
  });

  it("never repeats what the server's own DNS says of a name: private addresses, internal names, TXT values", async () => {
    const { asha } = await start();
    // As a split-horizon resolver answers for an internal name: a private address, a secret in TXT.
    const token = (await add(asha, 'db.corp.example')).json().data.records[1].value;
    dns.set('db.corp.example', { type: 'A', value: '10.20.30.40' });
    dns.set('_portfolio-maker.db.corp.example', { type: 'TXT', value: 'internal-only secret=hunter2' });
    const answer = await verify(asha);
    expect(answer.json().data.checks).toEqual([
      { type: 'CNAME', ok: false, message: 'db.corp.example points elsewhere, not to asha-rao.sites.test.' },
      {
        type: 'TXT',
        ok: false,
        message: `The TXT record _portfolio-maker.db.corp.example does not hold your code. Set its value to ${token}.`,
      },
    ]);
    // An apex name expected at SITES_IPV4, pointing at an internal host by CNAME.
    await remove(asha);
    await add(asha, 'corp.example');
    dns.set('corp.example', { type: 'CNAME', value: 'intranet.corp.internal' });
    dns.set('intranet.corp.internal', { type: 'A', value: '192.168.7.7' });
    const apex = await verify(asha);
    expect(apex.json().data.checks[0]).toEqual({
      type: 'CNAME',
      ok: false,
      message: 'corp.example points elsewhere, not to asha-rao.sites.test.',
    });
    for (const leaked of [
      '10.20.30.40',
      'hunter2',
      'internal-only',
      'intranet.corp.internal',
      '192.168.7.7',
    ]) {
      expect(answer.body + apex.body, leaked).not.toContain(leaked);
      expect(JSON.stringify(await listed(asha)), leaked).not.toContain(leaked);
    }
  });

  it("refuses names that cannot be this portfolio's domain, with a readable message", async () => {
    const { asha, bo } = await start();
    const cases: [unknown, number, string][] = [
      ['', 400, domainMessages.required],
      ['app.test', 400, domainMessages.ownDomain],
      ['www.app.test', 400, domainMessages.ownDomain],
      ['sites.test', 400, domainMessages.underSites],
      ['bo-chen.sites.test', 400, domainMessages.underSites],
      ['203.0.113.9', 400, domainMessages.ipAddress],
      ['localhost', 400, domainMessages.malformed],
      ['shop.localhost', 400, domainMessages.localhost],
      ['xn--80ak6aa92e.test', 400, domainMessages.punycode],
      ['no spaces.test', 400, domainMessages.malformed],
      [
        `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.test`,
        400,
        domainMessages.tooLong,
      ],
      [42, 400, domainMessages.required],
    ];
    for (const [domain, status, message] of cases) {
      const res = await add(asha, domain);
      expect({ domain, status: res.statusCode, message: res.json().message }).toEqual({
        domain,
        status,
        message,
      });
    }
    // Connected by bo: refused for asha.
    const boToken = (await add(bo, 'bo.example.test')).json().data.records[1].value;
    dns.set('bo.example.test', { type: 'CNAME', value: 'bo-chen.sites.test' });
    dns.set('_portfolio-maker.bo.example.test', { type: 'TXT', value: boToken });
    expect((await verify(bo)).json().data.status).toBe('verified');
    const taken = await add(asha, 'bo.example.test');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(domainMessages.taken);
    // Someone else's portfolio, and no session at all.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: apiPaths.customDomain,
          cookies: bo.jar,
          payload: { portfolioId: asha.id, domain: 'x.example.test' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: apiPaths.customDomain,
          payload: { portfolioId: asha.id, domain: 'x.example.test' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses a root domain when there is no address for its A record, pointing to a sub-domain', async () => {
    dns = await startDns();
    t = await createTestApp(dialect, {
      SITES_DOMAIN: 'sites.test',
      APP_DOMAIN: 'app.test',
      DNS_SERVERS: dns.server,
    });
    const asha = await liveOwner('asha-rao', { userName: 'asha', email: 'asha@example.com' });
    const apex = await add(asha, 'example.test');
    expect(apex.statusCode).toBe(400);
    expect(apex.json().message).toBe(domainMessages.apexWithoutAddress);
    expect((await add(asha, 'www.example.test')).statusCode).toBe(200);
  });

  it('lets exactly one of two owners racing to verify one domain have it', async () => {
    const { asha, bo } = await start();
    // An apex name: both point it at the sites' address, and both put their codes in TXT.
    const ashaToken = (await add(asha, 'example.test')).json().data.records[1].value;
    const boToken = (await add(bo, 'example.test')).json().data.records[1].value;
    expect((await add(asha, 'example.test')).json().data.records[0]).toEqual({
      type: 'A',
      name: 'example.test',
      value: '127.0.0.1',
    });
    dns.set('example.test', { type: 'A', value: '127.0.0.1' });
    dns.set(
      '_portfolio-maker.example.test',
      { type: 'TXT', value: ashaToken },
      { type: 'TXT', value: boToken },
    );
    const answers = await Promise.all([verify(asha), verify(bo)]);
    const outcomes = answers
      .map((a) => (a.statusCode === 200 ? a.json().data.status : a.json().message))
      .sort();
    expect(outcomes).toEqual([domainMessages.taken, 'verified'].sort());
  });

  it('answers a DNS server that does not answer with a readable 503', async () => {
    const { asha } = await start();
    await add(asha, 'www.example.test');
    dns.silence(true);
    const res = await verify(asha);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(domainMessages.dnsUnreachable);
  }, 20_000);

  it('checks connected domains daily: missing records need attention, are served 7 days, then stop; fixed records reconnect', async () => {
    const clock = testClock();
    const { asha } = await start(clock);
    const token = (await add(asha, 'www.example.test')).json().data.records[1].value;
    createRecords(token);
    await verify(asha);
    expect(await t.services.domains.recheckDue()).toBe(0);
    clock.advance(DAY_MS + 1000);
    dns.clear('www.example.test');
    expect(await t.services.domains.recheckDue()).toBe(1);
    const card = (await listed(asha)).customDomain;
    expect(card.status).toBe('needs_attention');
    expect(new Date(card.stopsServingAt).getTime() - new Date(card.failingSince).getTime()).toBe(7 * DAY_MS);
    expect(await served('www.example.test')).toBe(true);
    // Not due again the same day.
    expect(await t.services.domains.recheckDue()).toBe(0);

    // Seven days later it is still served; eight days later the records are still missing and it is not.
    clock.advance(7 * DAY_MS - 1000);
    expect(await t.services.domains.recheckDue()).toBe(1);
    expect(await served('www.example.test')).toBe(true);
    clock.advance(DAY_MS + 1000);
    expect(await t.services.domains.recheckDue()).toBe(1);
    expect((await ask('www.example.test')).statusCode).toBe(404);
    expect(
      (await t.app.db.selectFrom('custom_domains').select('status').executeTakeFirstOrThrow()).status,
    ).toBe('needs_attention');

    createRecords(token);
    clock.advance(DAY_MS + 1000);
    expect(await t.services.domains.recheckDue()).toBe(1);
    expect((await listed(asha)).customDomain).toMatchObject({ status: 'verified', failingSince: null });
    expect(await served('www.example.test')).toBe(true);
  });

  it('answers the TLS proxy only for live sites and connected domains, whatever it is asked', async () => {
    await start();
    const pending = await registerUser(t.app, {
      userName: 'cy',
      fullName: 'Cy',
      email: 'cy@example.com',
      password: 'correct horse battery',
    });
    await t.app.inject({
      method: 'POST',
      url: apiPaths.createPortfolio,
      cookies: pending,
      ...(await multipart(
        { ...fullPortfolio, hostingName: 'not-paid' },
        { data: await smallPng(), type: 'image/png' },
      )),
    });
    expect((await ask('asha-rao.sites.test')).statusCode).toBe(200);
    expect((await ask('ASHA-RAO.sites.test.')).statusCode).toBe(200);
    for (const junk of [
      '',
      'not-paid.sites.test',
      'nobody.sites.test',
      'sites.test',
      'app.test',
      'x'.repeat(300),
      '../../etc',
      'é.test',
      'a.b.sites.test',
      '127.0.0.1',
      '%00',
    ]) {
      expect((await ask(junk)).statusCode, junk).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: apiPaths.tlsAsk })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${apiPaths.tlsAsk}?domain=a&domain=b` })).statusCode,
    ).toBe(404);
  });

  it('serves sites whatever the Host looks like, and nothing odd reaches the app as a site', async () => {
    await start();
    for (const host of [
      'asha-rao.sites.test',
      'ASHA-RAO.SITES.TEST',
      'asha-rao.sites.test.',
      'asha-rao.sites.test:443',
    ]) {
      expect(await served(host), host).toBe(true);
    }
    for (const host of [
      'xn--80ak6aa92e.example',
      `${'a'.repeat(250)}.test`,
      'www.unknown.test',
      '[::1]:3000',
      '127.0.0.1',
    ]) {
      const res = await visit(host);
      expect(res.statusCode, host).toBeLessThan(500);
      expect(res.body).not.toContain('<h1>Asha Rao</h1>');
    }
  });
});

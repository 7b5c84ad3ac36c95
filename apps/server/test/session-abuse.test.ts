import crypto from 'node:crypto';
import { apiPaths } from '@portfolio/shared/api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type Jar, latestCode, registerUser, registration, updateJar } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp, testClock } from './helpers.ts';

const victim = registration.email;
const attackerAddress = '198.51.100.66';
const ownerAddress = '203.0.113.10';

/** One browser: its own address and cookie jar, as the server sees it. */
function client(app: FastifyInstance, remoteAddress: string) {
  const jar: Jar = {};
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, payload, cookies: jar, remoteAddress });
    updateJar(jar, res);
    return res;
  };
  return {
    jar,
    askCode: () => send('POST', apiPaths.login, { email: victim }),
    tryCode: (otp: string) => send('POST', apiPaths.verifyOtp, { email: victim, otp }),
    withPassword: (password: string) => send('POST', apiPaths.loginWithPassword, { email: victim, password }),
    me: () => send('GET', apiPaths.userInformation),
  };
}

/** A code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(dialects)('signing in under attack (%s)', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it("does not let an attacker's codes and wrong tries lock the owner out", async () => {
    t = await createTestApp(dialect, { OTP_RESEND_SECONDS: '0', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await registerUser(t.app);
    const attacker = client(t.app, attackerAddress);
    const owner = client(t.app, ownerAddress);

    // The attacker asks for codes until refused, burning every try of each.
    let refusedCodes = 0;
    for (let round = 0; round < 8; round += 1) {
      const asked = await attacker.askCode();
      if (asked.statusCode === 429) {
        refusedCodes += 1;
        continue;
      }
      expect(asked.statusCode).toBe(200);
      for (let i = 0; i < 6; i += 1) await attacker.tryCode('000000');
    }
    expect(refusedCodes).toBeGreaterThan(0);

    // The owner, from their own browser, still gets a code, with all five tries, and signs in.
    expect((await owner.askCode()).statusCode).toBe(200);
    const code = await latestCode(t.app, victim);
    const miss = await owner.tryCode(wrong(code));
    expect(miss.json().data).toBe('The code is incorrect. 4 tries left.');
    expect((await owner.tryCode(code)).statusCode).toBe(200);
    expect((await owner.me()).statusCode).toBe(200);
  });

  it.each(['a mailed code', 'the password'])(
    'keeps a browser that signed in before (with %s) in, whatever client ids others invent',
    async (way) => {
      t = await createTestApp(dialect, { OTP_RESEND_SECONDS: '0', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
      await registerUser(t.app);
      const owner = client(t.app, ownerAddress);
      if (way === 'the password') {
        expect((await owner.withPassword(registration.password)).statusCode).toBe(200);
      } else {
        await owner.askCode();
        expect((await owner.tryCode(await latestCode(t.app, victim))).statusCode).toBe(200);
      }

      // One address with a new made-up pm_client id each time counts as one client: five codes an hour.
      const invented = (address: string) =>
        t.app.inject({
          method: 'POST',
          url: apiPaths.login,
          payload: { email: victim },
          cookies: { pm_client: crypto.randomBytes(16).toString('base64url') },
          remoteAddress: address,
        });
      const fromOne = [];
      for (let i = 0; i < 30; i += 1) fromOne.push((await invented(attackerAddress)).statusCode);
      expect(fromOne.filter((status) => status === 200)).toHaveLength(5);
      expect(fromOne.filter((status) => status === 429)).toHaveLength(25);

      // Many addresses together use up the address's hourly codes for browsers it does not know yet...
      for (let host = 1; host <= 10; host += 1) {
        for (let i = 0; i < 5; i += 1) await invented(`192.0.2.${host}`);
      }
      expect((await client(t.app, '198.51.100.200').askCode()).statusCode).toBe(429);
      // ...but the owner's browser, which signed in with it before, still gets a code and signs in.
      expect((await owner.askCode()).statusCode).toBe(200);
      expect((await owner.tryCode(await latestCode(t.app, victim))).statusCode).toBe(200);
      expect((await owner.me()).statusCode).toBe(200);
    },
  );

  it("does not let a new code for someone else replace the owner's code", async () => {
    t = await createTestApp(dialect, { OTP_RESEND_SECONDS: '0' });
    await registerUser(t.app);
    const owner = client(t.app, ownerAddress);
    const attacker = client(t.app, attackerAddress);
    await owner.askCode();
    const ownersCode = await latestCode(t.app, victim);
    await attacker.askCode();
    // The attacker cannot use the owner's code either: it belongs to the owner's browser.
    expect((await attacker.tryCode(ownersCode)).statusCode).toBe(400);
    expect((await owner.tryCode(ownersCode)).statusCode).toBe(200);
  });

  it("makes a browser's second request wait, though its first code was filed before it had its id", async () => {
    t = await createTestApp(dialect, { OTP_RESEND_SECONDS: '60' });
    await registerUser(t.app);
    const owner = client(t.app, ownerAddress);
    expect((await owner.askCode()).statusCode).toBe(200);
    expect(owner.jar.pm_client).toBeDefined();
    const again = await owner.askCode();
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please wait (59|60) seconds before asking for a new code\.$/);
  });

  it('still refuses the sixth try of one code, even when it is right', async () => {
    t = await createTestApp(dialect, { OTP_RESEND_SECONDS: '0' });
    await registerUser(t.app);
    const owner = client(t.app, ownerAddress);
    await owner.askCode();
    const code = await latestCode(t.app, victim);
    for (let i = 0; i < 5; i += 1) expect((await owner.tryCode(wrong(code))).statusCode).toBe(400);
    const sixth = await owner.tryCode(code);
    expect(sixth.statusCode).toBe(429);
  });
});

describe.each(dialects)('sessions that renew and end (%s)', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  const renew = (jar: Jar) => t.app.inject({ method: 'GET', url: apiPaths.refresh, cookies: jar });
  const me = (jar: Jar) => t.app.inject({ method: 'GET', url: apiPaths.userInformation, cookies: jar });
  const refreshCookie = (res: LightMyRequestResponse) =>
    (res.cookies as { name: string; value: string }[]).find((c) => c.name === 'pm_refresh')?.value;

  it('gives two tabs renewing at once the same new session, and keeps it', async () => {
    t = await createTestApp(dialect);
    const jar = await registerUser(t.app);
    const [a, b] = await Promise.all([renew({ ...jar }), renew({ ...jar })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(refreshCookie(a)).toBeDefined();
    expect(refreshCookie(a)).toBe(refreshCookie(b));
    updateJar(jar, b);
    expect((await me(jar)).statusCode).toBe(200);
    expect((await renew(jar)).statusCode).toBe(200);
  });

  it('still ends the whole session when a used refresh token comes back after the grace period', async () => {
    const clock = testClock();
    t = await createTestApp(dialect, {}, { clock: clock.now });
    const jar = await registerUser(t.app);
    const stolen = jar.pm_refresh as string;
    updateJar(jar, await renew(jar));
    clock.advance(11_000);
    const replay = await renew({ pm_refresh: stolen });
    expect(replay.statusCode).toBe(401);
    // The owner's current tokens are gone too: the access token at once, not in 15 minutes.
    expect((await me(jar)).statusCode).toBe(401);
    expect((await renew(jar)).statusCode).toBe(401);
  });

  it('stops an access token the moment its session is logged out', async () => {
    t = await createTestApp(dialect);
    const jar = await registerUser(t.app);
    const copied = { pm_access: jar.pm_access as string };
    expect((await me(copied)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: apiPaths.logout, cookies: jar });
    expect(out.statusCode).toBe(200);
    const after = await me(copied);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('You are not signed in.');
  });

  it('keeps other sign-ins of the same account working after one logs out', async () => {
    t = await createTestApp(dialect, { OTP_RESEND_SECONDS: '0' });
    const phone = await registerUser(t.app);
    const laptop = client(t.app, ownerAddress);
    await laptop.askCode();
    await laptop.tryCode(await latestCode(t.app, victim));
    await t.app.inject({ method: 'POST', url: apiPaths.logout, cookies: phone });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await laptop.me()).statusCode).toBe(200);
  });
});

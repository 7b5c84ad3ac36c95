import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/lib/clock.ts';
import { count, type Jar, latestCode, registerUser, registration, updateJar } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp, testClock } from './helpers.ts';

const paths = {
  registerOtp: '/api/v1/user/registerotp',
  registerUser: '/api/v1/user/registeruser',
  login: '/api/v1/user/login',
  loginWithPassword: '/api/v1/user/loginpassword',
  verifyOtp: '/api/v1/user/verifyOtp',
  me: '/api/v1/user/userInformation',
  refresh: '/api/v1/auth/refresh',
  logout: '/api/v1/user/logout',
};

describe.each(dialects)('accounts (%s)', (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof testClock>;
  afterEach(async () => {
    await t?.close();
  });
  const start = async (env: NodeJS.ProcessEnv = {}) => {
    clock = testClock();
    t = await createTestApp(dialect, { OTP_RESEND_SECONDS: '0', ...env }, { clock: clock.now });
    return t.app;
  };

  describe('register', () => {
    it('mails a code, creates the account with a hashed password, and signs in', async () => {
      const app = await start();
      const sent = await app.inject({
        method: 'POST',
        url: paths.registerOtp,
        payload: { email: 'Asha@Example.com', userName: 'asha_rao' },
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({
        success: true,
        message: 'OTP sent to your email',
        data: { resendInSeconds: 0 },
      });
      const mail = await app.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
      expect(mail.to).toBe('asha@example.com');
      expect(mail.subject).toBe('Your Portfolio Maker registration code');
      const otp = await latestCode(app, 'asha@example.com');
      expect(mail.html).toContain(otp);

      const res = await app.inject({
        method: 'POST',
        url: paths.registerUser,
        payload: { formData: registration, otp },
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Registration successful' });
      expect(body.data).toEqual({
        _id: expect.any(String),
        userName: 'asha_rao',
        fullName: 'Asha Rao',
        email: 'asha@example.com',
        role: 'USER',
      });

      const cookies = res.cookies as {
        name: string;
        value: string;
        httpOnly?: boolean;
        sameSite?: string;
        path?: string;
      }[];
      expect(cookies.map((c) => c.name).sort()).toEqual([
        'pm_access',
        'pm_access_live',
        'pm_client',
        'pm_refresh',
        'pm_signed_in',
      ]);
      for (const c of cookies.filter((c) => c.name === 'pm_access' || c.name === 'pm_refresh')) {
        expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
      }
      // This browser is known for the address from now on (docs/decisions/039).
      expect(cookies.find((c) => c.name === 'pm_client')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/api/v1/user',
      });
      // The page's readable hint that someone is signed in: it holds nothing of the session.
      expect(cookies.find((c) => c.name === 'pm_signed_in')).toMatchObject({
        value: '1',
        path: '/',
        sameSite: 'Lax',
      });
      expect(cookies.find((c) => c.name === 'pm_signed_in')?.httpOnly).toBeFalsy();
      // And that its access token still lives: it goes when the access cookie goes.
      const access = cookies.find((c) => c.name === 'pm_access') as { maxAge?: number };
      expect(cookies.find((c) => c.name === 'pm_access_live')).toMatchObject({
        value: '1',
        path: '/',
        maxAge: access.maxAge,
      });
      expect(cookies.find((c) => c.name === 'pm_access_live')?.httpOnly).toBeFalsy();
      expect(res.headers['set-cookie']?.toString()).not.toMatch(/Domain=/i);

      const row = await app.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(registration.password);

      const me = await app.inject({ method: 'GET', url: paths.me, cookies: updateJar({}, res) });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ success: true, data: body.data });
    });

    it('refuses a taken e-mail or user name (any case) without mailing', async () => {
      const app = await start();
      await registerUser(app);
      const mails = await count(app, 'mail_outbox');
      for (const [payload, message] of [
        [
          { email: 'ASHA@example.com', userName: 'someone' },
          'An account with this email already exists. Please log in.',
        ],
        [{ email: 'new@example.com', userName: 'Asha_Rao' }, 'This username is already taken.'],
      ] as const) {
        const res = await app.inject({ method: 'POST', url: paths.registerOtp, payload });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ success: false, message });
      }
      expect(await count(app, 'mail_outbox')).toBe(mails);
    });

    it('refuses a wrong code with the server message and creates nothing', async () => {
      const app = await start();
      await app.inject({
        method: 'POST',
        url: paths.registerOtp,
        payload: { email: registration.email, userName: 'asha_rao' },
      });
      const code = await latestCode(app, registration.email);
      const wrong = code === '000000' ? '111111' : '000000';
      const res = await app.inject({
        method: 'POST',
        url: paths.registerUser,
        payload: { formData: registration, otp: wrong },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Invalid OTP' });
      expect(res.cookies).toEqual([]);
      expect(await count(app, 'users')).toBe(0);
    });

    it.each([
      [{}, 'Username is required'],
      [{ formData: { ...registration, email: 'asha.example.com' }, otp: '123456' }, 'Email is invalid'],
      [
        { formData: { ...registration, email: 'asha@example' }, otp: '123456' },
        'Please enter a valid email address.',
      ],
      [
        { formData: { ...registration, fullName: 'x'.repeat(10_000) }, otp: '123456' },
        'Full name must be at most 100 characters.',
      ],
      [
        { formData: { ...registration, password: 'p'.repeat(10_000) }, otp: '123456' },
        'Password must be at most 128 characters.',
      ],
      [{ formData: registration, otp: '12345' }, 'Enter the 6-digit code from your e-mail.'],
    ])('refuses %j with 400 "%s"', async (payload, message) => {
      const app = await start();
      const res = await app.inject({ method: 'POST', url: paths.registerUser, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
      expect(await count(app, 'users')).toBe(0);
    });
  });

  describe('login with a mailed code', () => {
    const requestCode = (app: TestApp['app'], email = registration.email) =>
      app.inject({ method: 'POST', url: paths.login, payload: { email } });
    const verify = (app: TestApp['app'], otp: string, email = registration.email) =>
      app.inject({ method: 'POST', url: paths.verifyOtp, payload: { email, otp } });
    const wrongOf = (code: string) =>
      code === '999999' ? '000000' : String(Number(code) + 1).padStart(6, '0');

    it('signs in with the right code', async () => {
      const app = await start();
      await registerUser(app);
      const sent = await requestCode(app, 'ASHA@example.com');
      expect(sent.json()).toEqual({
        success: true,
        message: 'OTP sent to your email',
        data: { resendInSeconds: 0 },
      });
      const res = await verify(app, await latestCode(app, registration.email));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Login successful',
        data: { email: registration.email },
      });
      const me = await app.inject({ method: 'GET', url: paths.me, cookies: updateJar({}, res) });
      expect(me.json().data.userName).toBe('asha_rao');
    });

    it('says an unknown e-mail has no account, without mailing', async () => {
      const app = await start();
      const res = await requestCode(app, 'nobody@example.com');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: 'No account found with this email. Please register first.',
      });
      expect(await count(app, 'mail_outbox')).toBe(0);
    });

    it('counts wrong tries, refuses the 6th try even with the right code, and creates no session', async () => {
      const app = await start();
      await registerUser(app);
      const sessions = await count(app, 'sessions');
      await requestCode(app);
      const code = await latestCode(app, registration.email);
      for (let left = 4; left >= 0; left -= 1) {
        const res = await verify(app, wrongOf(code));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Invalid OTP');
        expect(res.json().data).toBe(
          left > 0
            ? `The code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`
            : 'The code is incorrect. No tries left: ask for a new code.',
        );
      }
      const sixth = await verify(app, code);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ message: 'Too many wrong tries' });
      expect(await count(app, 'sessions')).toBe(sessions);
    });

    it('refuses an expired code', async () => {
      const app = await start();
      await registerUser(app);
      await requestCode(app);
      const code = await latestCode(app, registration.email);
      clock.advance(10 * 60 * 1000);
      const res = await verify(app, code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'OTP expired',
        data: 'This code has expired. Ask for a new code.',
      });
    });

    it('accepts a code once only', async () => {
      const app = await start();
      await registerUser(app);
      await requestCode(app);
      const code = await latestCode(app, registration.email);
      expect((await verify(app, code)).statusCode).toBe(200);
      const sessions = await count(app, 'sessions');
      const again = await verify(app, code);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('Invalid OTP');
      expect(await count(app, 'sessions')).toBe(sessions);
    });

    it("refuses one account's code for another e-mail", async () => {
      const app = await start();
      await registerUser(app);
      await registerUser(app, { ...registration, email: 'ravi@example.com', userName: 'ravi' });
      await requestCode(app);
      await requestCode(app, 'ravi@example.com');
      const ashaCode = await latestCode(app, registration.email);
      const raviCode = await latestCode(app, 'ravi@example.com');
      if (ashaCode !== raviCode) {
        const res = await verify(app, ashaCode, 'ravi@example.com');
        expect(res.statusCode).toBe(400);
      }
      expect((await verify(app, raviCode, 'ravi@example.com')).json().data.userName).toBe('ravi');
    });

    it('invalidates the old code when a new one is sent', async () => {
      const app = await start();
      await registerUser(app);
      await requestCode(app);
      const first = await latestCode(app, registration.email);
      await requestCode(app);
      const second = await latestCode(app, registration.email);
      if (first !== second) expect((await verify(app, first)).statusCode).toBe(400);
      expect((await verify(app, second)).statusCode).toBe(200);
    });

    it('makes the user wait before a resend, and caps codes per hour', async () => {
      const app = await start({ OTP_RESEND_SECONDS: '60' });
      await registerUser(app);
      expect((await requestCode(app)).statusCode).toBe(200);
      const again = await requestCode(app);
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toBe('Please wait 60 seconds before asking for a new code.');
      clock.advance(59_000);
      expect((await requestCode(app)).statusCode).toBe(429);
      clock.advance(1000);
      expect((await requestCode(app)).statusCode).toBe(200);

      // Five codes an hour, each a minute after the last.
      for (let sent = 2; sent < 5; sent += 1) {
        clock.advance(60_000);
        expect((await requestCode(app)).statusCode).toBe(200);
      }
      clock.advance(60_000);
      const capped = await requestCode(app);
      expect(capped.statusCode).toBe(429);
      expect(capped.json().message).toBe(
        'Too many codes were requested for this e-mail. Please try again in an hour.',
      );
    });

    it('limits requests per IP with a readable 429', async () => {
      const app = await start({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
      for (let i = 0; i < 3; i += 1)
        expect((await requestCode(app, `x${i}@example.com`)).statusCode).toBe(404);
      const res = await requestCode(app, 'x4@example.com');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        success: false,
        message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
      });
    });

    it.each([
      [{}, 'Email is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Email is invalid'],
      [{ email: `${'a'.repeat(10_000)}@example.com` }, 'Email must be at most 254 characters.'],
      [{ email: ['a@b.co'] }, 'Email must be text.'],
    ])('refuses the login body %j with 400 "%s"', async (payload, message) => {
      const app = await start();
      const res = await app.inject({ method: 'POST', url: paths.login, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });
  });

  describe('sessions', () => {
    it('refuses a missing, forged or expired access token with 401', async () => {
      const app = await start({ ACCESS_TOKEN_TTL_SECONDS: '60' });
      const jar = await registerUser(app);
      expect((await app.inject({ method: 'GET', url: paths.me })).json()).toEqual({
        success: false,
        message: 'You are not signed in.',
      });

      const other = await createTestApp('sqlite', { APP_SECRET: 'x'.repeat(40) });
      const forgedJar = await registerUser(other.app);
      await other.close();
      const forged = await app.inject({
        method: 'GET',
        url: paths.me,
        cookies: { pm_access: forgedJar.pm_access as string },
      });
      expect(forged.statusCode).toBe(401);
      const garbage = await app.inject({ method: 'GET', url: paths.me, cookies: { pm_access: 'a.b.c' } });
      expect(garbage.statusCode).toBe(401);

      clock.advance(61_000);
      const expired = await app.inject({ method: 'GET', url: paths.me, cookies: jar });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('Your session has expired. Please sign in again.');
    });

    it('renews with the refresh token, rotating it; a token replayed after the grace period ends the whole session', async () => {
      const app = await start();
      const jar: Jar = await registerUser(app);
      const firstRefresh = jar.pm_refresh as string;

      const renewed = await app.inject({ method: 'GET', url: paths.refresh, cookies: jar });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json()).toEqual({ success: true, message: 'Session renewed' });
      updateJar(jar, renewed);
      expect(jar.pm_refresh).not.toBe(firstRefresh);
      expect((await app.inject({ method: 'GET', url: paths.me, cookies: jar })).statusCode).toBe(200);

      // At once, the old token is the same renewal arriving twice: the same new session.
      const twin = await app.inject({
        method: 'GET',
        url: paths.refresh,
        cookies: { pm_refresh: firstRefresh },
      });
      expect(twin.statusCode).toBe(200);
      expect(updateJar({}, twin).pm_refresh).toBe(jar.pm_refresh);

      // Past the grace period it is a replay: the whole session ends.
      clock.advance(11_000);
      const replay = await app.inject({
        method: 'GET',
        url: paths.refresh,
        cookies: { pm_refresh: firstRefresh },
      });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe('Your session has expired. Please sign in again.');
      const afterReplay = await app.inject({ method: 'GET', url: paths.refresh, cookies: jar });
      expect(afterReplay.statusCode).toBe(401);
    });

    it('refuses renewal without a token or with an unknown or expired one', async () => {
      const app = await start();
      const jar = await registerUser(app);
      expect((await app.inject({ method: 'GET', url: paths.refresh })).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: paths.refresh, cookies: { pm_refresh: 'made-up' } }))
          .statusCode,
      ).toBe(401);
      // Refresh tokens last 30 days: a sign-in 15 days later still renews when the first cannot.
      clock.advance(15 * DAY_MS);
      const { email, password } = registration;
      const later = updateJar(
        {},
        await app.inject({ method: 'POST', url: paths.loginWithPassword, payload: { email, password } }),
      );
      clock.advance(15 * DAY_MS);
      expect((await app.inject({ method: 'GET', url: paths.refresh, cookies: jar })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: paths.refresh, cookies: later })).statusCode).toBe(200);
    });

    it('logs out: the refresh token is revoked and both cookies are cleared', async () => {
      const app = await start();
      const jar = await registerUser(app);
      const res = await app.inject({ method: 'POST', url: paths.logout, cookies: jar });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Logged out successfully' });
      // Only the browser's client id stays: it grants nothing (docs/decisions/039).
      expect(Object.keys(updateJar({ ...jar }, res))).toEqual(['pm_client']);
      expect((await app.inject({ method: 'GET', url: paths.refresh, cookies: jar })).statusCode).toBe(401);
    });

    it('accepts a logout with an empty JSON body or none, signed in or not', async () => {
      const app = await start();
      const res = await app.inject({
        method: 'POST',
        url: paths.logout,
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(res.statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: paths.logout })).statusCode).toBe(200);
    });
  });

  describe('roles', () => {
    it('makes ADMIN_EMAILS accounts ADMIN at registration and at sign-in', async () => {
      const app = await start({ ADMIN_EMAILS: 'Boss@Example.com, other@example.com' });
      const jar = await registerUser(app, { ...registration, email: 'boss@example.com', userName: 'boss' });
      expect((await app.inject({ method: 'GET', url: paths.me, cookies: jar })).json().data.role).toBe(
        'ADMIN',
      );

      await registerUser(app, { ...registration, email: 'other@example.com', userName: 'other' });
      await app.db
        .updateTable('users')
        .set({ role: 'USER' })
        .where('email', '=', 'other@example.com')
        .execute();
      await app.inject({ method: 'POST', url: paths.login, payload: { email: 'other@example.com' } });
      const res = await app.inject({
        method: 'POST',
        url: paths.verifyOtp,
        payload: { email: 'other@example.com', otp: await latestCode(app, 'other@example.com') },
      });
      expect(res.json().data.role).toBe('ADMIN');
    });

    it('reads the role fresh on every request', async () => {
      const app = await start();
      const jar = await registerUser(app);
      await app.db.updateTable('users').set({ role: 'ADMIN' }).execute();
      expect((await app.inject({ method: 'GET', url: paths.me, cookies: jar })).json().data.role).toBe(
        'ADMIN',
      );
    });
  });
});

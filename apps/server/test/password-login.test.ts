import { apiPaths } from '@portfolio/shared/api';
import { afterEach, describe, expect, it } from 'vitest';
import { latestCode, registerUser, registration, updateJar } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp, testClock } from './helpers.ts';

const wrong = 'The e-mail or the password is not right.';

describe.each(dialects)('signing in with the password (%s)', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  const withPassword = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: apiPaths.loginWithPassword, payload: { email, password } });

  it('signs in with the password chosen at registration, and refuses a wrong one or an unknown address alike', async () => {
    t = await createTestApp(dialect, { AUTH_RATE_LIMIT_PER_MINUTE: '100' });
    await registerUser(t.app);
    const signedIn = await withPassword('ASHA@example.com', registration.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      success: true,
      message: 'Login successful',
      data: { email: registration.email },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: apiPaths.userInformation,
      cookies: updateJar({}, signedIn),
    });
    expect(me.json().data.userName).toBe(registration.userName);

    for (const [email, password] of [
      [registration.email, 'not the password'],
      ['nobody@example.com', registration.password],
    ]) {
      const refused = await withPassword(email as string, password as string);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ success: false, message: wrong });
    }
    expect((await withPassword(registration.email, '')).json().message).toBe('Password is required');
  });

  it('pauses password sign-in after ten wrong passwords, while the mailed code still lets the owner in', async () => {
    const clock = testClock();
    t = await createTestApp(
      dialect,
      { AUTH_RATE_LIMIT_PER_MINUTE: '100', OTP_RESEND_SECONDS: '0' },
      { clock: clock.now },
    );
    await registerUser(t.app);
    for (let i = 0; i < 10; i += 1)
      expect((await withPassword(registration.email, `guess ${i}`)).statusCode).toBe(400);
    const paused = await withPassword(registration.email, registration.password);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toMatch(
      /^Too many wrong passwords for this e-mail\. Sign in with a mailed code instead/,
    );

    await t.app.inject({ method: 'POST', url: apiPaths.login, payload: { email: registration.email } });
    const code = await latestCode(t.app, registration.email);
    const byCode = await t.app.inject({
      method: 'POST',
      url: apiPaths.verifyOtp,
      payload: { email: registration.email, otp: code },
    });
    expect(byCode.statusCode).toBe(200);

    // Still paused just before fifteen minutes have passed, open again after.
    clock.advance(14 * 60 * 1000);
    expect((await withPassword(registration.email, registration.password)).statusCode).toBe(429);
    clock.advance(2 * 60 * 1000);
    expect((await withPassword(registration.email, registration.password)).statusCode).toBe(200);
  });

  it('checks exactly ten wrong passwords of thirty sent at once, or of 240 from eight addresses', async () => {
    t = await createTestApp(dialect, { AUTH_RATE_LIMIT_PER_MINUTE: '100' });
    const other = { ...registration, userName: 'ravi_k', email: 'ravi@example.com' };
    await registerUser(t.app);
    await registerUser(t.app, other);
    const statuses = async (email: string, addresses: string[], each: number) => {
      const answers = await Promise.all(
        addresses.flatMap((remoteAddress) =>
          Array.from({ length: each }, (_, i) =>
            t.app.inject({
              method: 'POST',
              url: apiPaths.loginWithPassword,
              payload: { email, password: `guess ${i}` },
              remoteAddress,
            }),
          ),
        ),
      );
      const count = (status: number) => answers.filter((a) => a.statusCode === status).length;
      return { wrong: count(400), paused: count(429) };
    };
    expect(await statuses(registration.email, ['198.51.100.7'], 30)).toEqual({ wrong: 10, paused: 20 });
    const eight = Array.from({ length: 8 }, (_, i) => `203.0.113.${i + 1}`);
    expect(await statuses(other.email, eight, 30)).toEqual({ wrong: 10, paused: 230 });
  });

  it('clears the count on a right password, and counts a new window from one once the old lapses', async () => {
    const clock = testClock();
    t = await createTestApp(dialect, { AUTH_RATE_LIMIT_PER_MINUTE: '100' }, { clock: clock.now });
    await registerUser(t.app);
    const wrongTimes = async (times: number) => {
      for (let i = 0; i < times; i += 1)
        expect((await withPassword(registration.email, `guess ${i}`)).statusCode).toBe(400);
    };
    await wrongTimes(9);
    expect((await withPassword(registration.email, registration.password)).statusCode).toBe(200);
    // Cleared: nine more wrong ones still leave password sign-in open.
    await wrongTimes(9);
    // The window starts with its first failure: fifteen minutes on, ten more are allowed, and pause it.
    clock.advance(15 * 60 * 1000);
    await wrongTimes(10);
    expect((await withPassword(registration.email, registration.password)).statusCode).toBe(429);
  });

  it('refuses a malformed body with a readable 400, counting no failure', async () => {
    t = await createTestApp(dialect, { AUTH_RATE_LIMIT_PER_MINUTE: '100' });
    await registerUser(t.app);
    for (const [payload, message] of [
      [{ email: registration.email, password: 12345678 }, 'Password must be text.'],
      [{ email: registration.email }, 'Password is required'],
      [{ email: registration.email, password: 'x'.repeat(129) }, 'Password must be at most 128 characters.'],
      [{ password: registration.password }, 'Email is required'],
      [{ email: 42, password: registration.password }, 'Email must be text.'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: apiPaths.loginWithPassword, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect(await t.app.db.selectFrom('password_failures').selectAll().execute()).toEqual([]);
  });

  it('never lets the demo account in: it has no usable password', async () => {
    t = await createTestApp(dialect, { SEED_DEMO: 'true' });
    const res = await withPassword('demo@portfolio-maker.invalid', '!');
    expect(res.statusCode).toBe(400);
  });
});

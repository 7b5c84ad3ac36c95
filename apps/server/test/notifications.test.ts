import { afterEach, describe, expect, it } from 'vitest';
import { registerUser } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';

const notifyPath = '/api/v1/notification/notificationEmail';
const templatePath = '/api/v1/notification/sendtemplate';

describe.each(dialects)('notifications (%s)', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  const rows = (table: 'notification_emails' | 'template_messages') =>
    t.app.db.selectFrom(table).selectAll().execute();

  describe('notify me', () => {
    it('stores an address once; signing up again re-activates it', async () => {
      t = await createTestApp(dialect);
      const res = await t.app.inject({
        method: 'POST',
        url: notifyPath,
        payload: { email: 'Fan@Example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Thank you! We will e-mail you when new templates arrive.',
      });
      await t.app.db.updateTable('notification_emails').set({ is_active: false }).execute();

      expect(
        (await t.app.inject({ method: 'POST', url: notifyPath, payload: { email: 'fan@example.com' } }))
          .statusCode,
      ).toBe(200);
      const stored = await rows('notification_emails');
      expect(stored).toHaveLength(1);
      expect(stored[0]?.email).toBe('fan@example.com');
      expect(Boolean(stored[0]?.is_active)).toBe(true);
    });

    it.each([
      [{}, 'Email is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'fan.example.com' }, 'Please enter a valid email address.'],
      [{ email: `${'f'.repeat(290)}@example.com` }, 'Email must be at most 254 characters.'],
      [{ email: 42 }, 'Email must be text.'],
    ])('refuses %j with 400 "%s" and stores nothing', async (payload, message) => {
      t = await createTestApp(dialect);
      const res = await t.app.inject({ method: 'POST', url: notifyPath, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
      expect(await rows('notification_emails')).toHaveLength(0);
    });

    it('limits a flood from one IP with 429', async () => {
      t = await createTestApp(dialect, { FORM_RATE_LIMIT_PER_MINUTE: '3' });
      for (let i = 0; i < 3; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: notifyPath,
          payload: { email: `f${i}@example.com` },
        });
        expect(res.statusCode).toBe(200);
      }
      const res = await t.app.inject({
        method: 'POST',
        url: notifyPath,
        payload: { email: 'f9@example.com' },
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many requests\./);
      expect(await rows('notification_emails')).toHaveLength(3);
    });
  });

  describe('template by e-mail', () => {
    it('needs a signed-in user', async () => {
      t = await createTestApp(dialect);
      const res = await t.app.inject({
        method: 'POST',
        url: templatePath,
        payload: { emailText: 'Please send it' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'You are not signed in.' });
      expect(await rows('template_messages')).toHaveLength(0);
    });

    it("stores the text with the sender's account and address", async () => {
      t = await createTestApp(dialect);
      const jar = await registerUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: templatePath,
        cookies: jar,
        payload: { emailText: '  Please send it  ' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        message: 'Thank you! We received your message and will e-mail you the template shortly.',
      });
      const [row] = await rows('template_messages');
      const user = await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_id: user.id,
        email: 'asha@example.com',
        email_text: 'Please send it',
      });
    });

    it.each([
      [{}, 'Email text cannot be empty'],
      [{ emailText: '   ' }, 'Email text cannot be empty'],
      [{ emailText: 'x'.repeat(10_000) }, 'Email text must be at most 2000 characters.'],
      [{ emailText: ['a'] }, 'Email text must be text.'],
    ])('refuses %j with 400 "%s"', async (payload, message) => {
      t = await createTestApp(dialect);
      const jar = await registerUser(t.app);
      const res = await t.app.inject({ method: 'POST', url: templatePath, cookies: jar, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
      expect(await rows('template_messages')).toHaveLength(0);
    });
  });
});

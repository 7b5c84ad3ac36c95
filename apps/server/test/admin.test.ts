import { afterEach, describe, expect, it } from 'vitest';
import { registerUser, registration } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';

const lists = [
  '/api/v1/admin/userlist',
  '/api/v1/admin/contactmessages',
  '/api/v1/admin/templatesmessage',
  '/api/v1/admin/getnotificationemail',
];

describe.each(dialects)('admin lists (%s)', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  async function signIn(role: 'USER' | 'ADMIN') {
    t = await createTestApp(dialect, { ADMIN_EMAILS: 'boss@example.com' });
    const email = role === 'ADMIN' ? 'boss@example.com' : registration.email;
    return registerUser(t.app, { ...registration, email, userName: role.toLowerCase() });
  }

  it.each(lists)('%s refuses anonymous visitors with 401 and users with 403', async (path) => {
    const jar = await signIn('USER');
    const anonymous = await t.app.inject({ method: 'GET', url: `${path}?page=0&limit=5` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: 'You are not signed in.' });
    const user = await t.app.inject({ method: 'GET', url: `${path}?page=0&limit=5`, cookies: jar });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ success: false, message: 'This page is for administrators only.' });
  });

  it('pages the users newest first with an exact total', async () => {
    const jar = await signIn('ADMIN');
    const now = Date.now();
    await t.app.db
      .insertInto('users')
      .values(
        Array.from({ length: 56 }, (_, i) => ({
          id: `u${String(i).padStart(3, '0')}`,
          user_name: `user${i}`,
          user_name_key: `user${i}`,
          full_name: `User ${i}`,
          email: `user${i}@example.com`,
          password_hash: 'x',
          role: 'USER' as const,
          created_at: new Date(now - (i + 1) * 60_000).toISOString(),
        })),
      )
      .execute();

    const page = async (p: number, limit: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/userlist?page=${p}&limit=${limit}`,
          cookies: jar,
        })
      ).json();

    const first = await page(0, 5);
    expect(first.success).toBe(true);
    expect(first.data.total).toBe(57);
    expect(first.data.users.map((u: { userName: string }) => u.userName)).toEqual([
      'admin',
      'user0',
      'user1',
      'user2',
      'user3',
    ]);
    expect(first.data.users[0]).toEqual({
      _id: expect.any(String),
      userName: 'admin',
      fullName: 'Asha Rao',
      email: 'boss@example.com',
      role: 'ADMIN',
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(first)).not.toContain('password');

    const seen = new Set<string>();
    for (let p = 0; p < 3; p += 1) for (const u of (await page(p, 20)).data.users) seen.add(u._id);
    expect(seen.size).toBe(57);
    expect((await page(5, 10)).data.users).toHaveLength(7);
    expect((await page(6, 10)).data.users).toEqual([]);
  });

  it('lists contact, template and notification messages newest first', async () => {
    const jar = await signIn('ADMIN');
    for (const name of ['first', 'second']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/notification/contactmessage',
        payload: { name, email: `${name}@example.com`, message: `from ${name}` },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/notification/notificationEmail',
        payload: { email: `${name}@example.com` },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/notification/sendtemplate',
        cookies: jar,
        payload: { emailText: `template ${name}` },
      });
    }
    await t.app.db
      .updateTable('notification_emails')
      .set({ is_active: false })
      .where('email', '=', 'first@example.com')
      .execute();

    const get = async (path: string) =>
      (await t.app.inject({ method: 'GET', url: path, cookies: jar })).json().data;
    const contacts = await get('/api/v1/admin/contactmessages?page=0&limit=5');
    expect(contacts.total).toBe(2);
    expect(contacts.users.map((m: { name: string; message: string }) => [m.name, m.message])).toEqual([
      ['second', 'from second'],
      ['first', 'from first'],
    ]);
    const templates = await get('/api/v1/admin/templatesmessage?page=0&limit=5');
    expect(templates.users.map((m: { email: string; emailText: string }) => [m.email, m.emailText])).toEqual([
      ['boss@example.com', 'template second'],
      ['boss@example.com', 'template first'],
    ]);
    const notifications = await get('/api/v1/admin/getnotificationemail?page=0&limit=5');
    expect(
      notifications.users.map((m: { email: string; isActive: boolean }) => [m.email, m.isActive]),
    ).toEqual([
      ['second@example.com', true],
      ['first@example.com', false],
    ]);
  });

  it.each([
    ['page=-1&limit=5', 'page must be a whole number from 0 to 1000000.'],
    ['page=abc&limit=5', 'page must be a whole number from 0 to 1000000.'],
    ['page=0&limit=0', 'limit must be a whole number from 1 to 100.'],
    ['page=0&limit=1000', 'limit must be a whole number from 1 to 100.'],
    ['page=99999999999&limit=5', 'page must be a whole number from 0 to 1000000.'],
    ['page=0&page=1&limit=5', 'page must be a whole number from 0 to 1000000.'],
  ])('refuses ?%s with 400', async (query, message) => {
    const jar = await signIn('ADMIN');
    for (const path of lists) {
      const res = await t.app.inject({ method: 'GET', url: `${path}?${query}`, cookies: jar });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from './helpers.ts';

const path = '/api/v1/notification/contactmessage';
const valid = { name: 'Asha Rao', email: 'asha@example.com', message: 'Can I use my own domain?' };

describe.each(dialects)('contact message (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const storedCount = async () => {
    const row = await t.app.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('stores a valid message and answers with the success text', async () => {
    const res = await t.app.inject({ method: 'POST', url: path, payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Message sent successfully!' });

    const rows = await t.app.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(valid);
    expect(new Date(rows[0]?.created_at ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('trims the fields before storing them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      payload: { name: '  Asha  ', email: ' asha@example.com ', message: ' Hi ' },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.app.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Asha', email: 'asha@example.com', message: 'Hi' });
  });

  const rejected: [string, unknown, string][] = [
    ['a missing name', { email: valid.email, message: valid.message }, 'All fields are required'],
    ['a blank message', { ...valid, message: '   ' }, 'All fields are required'],
    ['an empty e-mail', { ...valid, email: '' }, 'All fields are required'],
    ['a malformed e-mail', { ...valid, email: 'asha.example.com' }, 'Please enter a valid email address.'],
    [
      'an e-mail with spaces',
      { ...valid, email: 'asha rao@example.com' },
      'Please enter a valid email address.',
    ],
    ['a 101-character name', { ...valid, name: 'n'.repeat(101) }, 'Name must be at most 100 characters.'],
    [
      'a 255-character e-mail',
      { ...valid, email: `${'e'.repeat(243)}@example.com` },
      'Email must be at most 254 characters.',
    ],
    [
      'a 5001-character message',
      { ...valid, message: 'm'.repeat(5001) },
      'Message must be at most 5000 characters.',
    ],
    ['a number as name', { ...valid, name: 42 }, 'Name must be text.'],
    ['an object as message', { ...valid, message: { text: 'hi' } }, 'Message must be text.'],
    ['an array body', [valid], 'The request body must be a JSON object.'],
  ];

  it.each(rejected)('refuses %s with 400 and stores nothing', async (_label, payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: path, payload: payload as object });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await storedCount()).toBe(0);
  });

  it('accepts the limits exactly', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      payload: { name: 'n'.repeat(100), email: `${'e'.repeat(242)}@example.com`, message: 'm'.repeat(5000) },
    });
    expect(res.statusCode).toBe(201);
    expect(await storedCount()).toBe(1);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    expect(await storedCount()).toBe(0);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      payload: { ...valid, message: 'm'.repeat(1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request is too large.' });
    expect(await storedCount()).toBe(0);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded'])(
    'refuses a %s body with 415',
    async (contentType) => {
      const res = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': contentType },
        payload: 'name=Asha',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ success: false, message: 'This content type is not accepted here.' });
      expect(await storedCount()).toBe(0);
    },
  );

  it('refuses a request without a body with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: path });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body must be a JSON object.' });
  });
});

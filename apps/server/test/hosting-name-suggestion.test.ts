import type { Insertable } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortfoliosTable } from '../src/db/schema.ts';
import { type Jar, registerUser } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import { createPortfolio, fullPortfolio } from './portfolio-helpers.ts';

const suggestionPath = '/api/v1/userData/hostingname-suggestion';

/** The hosting name offered from a full name, its site's address, and the availability's address. */
describe.each(dialects)('hosting name suggestion (%s)', (dialect) => {
  let t: TestApp;
  let jar: Jar;
  afterEach(async () => {
    await t?.close();
  });

  async function start() {
    t = await createTestApp(dialect, { PORT: '4321' });
    jar = await registerUser(t.app);
  }

  const suggest = (name: string | undefined, cookies: Jar = jar) =>
    t.app.inject({
      method: 'GET',
      url: suggestionPath,
      query: name === undefined ? {} : { name },
      cookies,
    });
  const suggested = async (name: string) => {
    const res = await suggest(name);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const take = (hostingName: string) => createPortfolio(t.app, jar, { ...fullPortfolio, hostingName });

  /** Portfolios with these hosting names, stored as copies of one made through the endpoint. */
  async function takeMany(names: string[]) {
    const id = await take(names[0] as string);
    const row = await t.app.db
      .selectFrom('portfolios')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    for (const [i, hostingName] of names.slice(1).entries()) {
      await t.app.db
        .insertInto('portfolios')
        // As read back (PostgreSQL gives its timestamps as dates), which the database takes again.
        .values({ ...row, id: `${id}-${i}`, hosting_name: hostingName } as Insertable<PortfoliosTable>)
        .execute();
    }
  }

  it('makes the full name a hosting name, with the address its site will have', async () => {
    await start();
    expect(await suggested('Ananya Iyer')).toEqual({
      hostingName: 'ananya-iyer',
      address: 'http://ananya-iyer.localhost:4321/',
    });
    // Accents go, any run of other characters is one hyphen, none at either end.
    expect((await suggested('José Núñez')).hostingName).toBe('jose-nunez');
    expect((await suggested("  Dr. Mary-Jane O'Neil (PhD)  ")).hostingName).toBe('dr-mary-jane-o-neil-phd');
    // It starts with a letter, and is cut to 40 characters without a hyphen left at the end.
    expect((await suggested('42 Asha')).hostingName).toBe('asha');
    expect((await suggested('Abcdefghij Abcdefghij Abcdefghij Abcdef Xyz')).hostingName).toBe(
      'abcdefghij-abcdefghij-abcdefghij-abcdef',
    );
    // Too short on its own: the first variant long enough.
    expect((await suggested('Al')).hostingName).toBe('al-2');
  });

  it('offers the next free variant when the name is taken', async () => {
    await start();
    await take('ananya-iyer');
    expect(await suggested('Ananya Iyer')).toEqual({
      hostingName: 'ananya-iyer-2',
      address: 'http://ananya-iyer-2.localhost:4321/',
    });
    await take('ananya-iyer-2');
    expect((await suggested('Ananya Iyer')).hostingName).toBe('ananya-iyer-3');
    // A variant of a name cut to 40 characters stays within 40.
    await take('abcdefghij-abcdefghij-abcdefghij-abcdef');
    expect((await suggested('Abcdefghij Abcdefghij Abcdefghij Abcdef Xyz')).hostingName).toBe(
      'abcdefghij-abcdefghij-abcdefghij-abcde-2',
    );
  });

  it('skips reserved names', async () => {
    await start();
    expect((await suggested('Admin')).hostingName).toBe('admin-2');
    // demo and demo-2 … demo-8 are the demo sites' names.
    expect((await suggested('Demo')).hostingName).toBe('demo-9');
    expect((await suggested('No Reply')).hostingName).toBe('no-reply-2');
  });

  it('looks at 20 names at most, then says none is free', async () => {
    await start();
    await takeMany(['ravi', ...Array.from({ length: 19 }, (_, i) => `ravi-${i + 2}`)]);
    const res = await suggest('Ravi');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'No free hosting name was found for this name. Type one of your own.',
    });
  });

  it('refuses bad input with a readable message, never a 500', async () => {
    await start();
    const refusal = async (name: string | undefined) => {
      const res = await suggest(name);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message;
    };
    expect(await refusal(undefined)).toBe('Full name is required');
    expect(await refusal('')).toBe('Full name is required');
    expect(await refusal('   ')).toBe('Full name is required');
    const noLetters = 'The full name has no Latin letters to make a hosting name from. Type one of your own.';
    expect(await refusal('!!!')).toBe(noLetters);
    expect(await refusal('2024')).toBe(noLetters);
    expect(await refusal('अनन्या')).toBe(noLetters);
    expect(await refusal('a'.repeat(201))).toBe('Full name must be at most 200 characters');
    expect((await suggest('Ananya Iyer', {})).statusCode).toBe(401);
  });

  it('tells the address of a free name in the availability answer', async () => {
    await start();
    await take('asha-rao');
    const check = async (name: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/userData/hostingname/${name}`, cookies: jar })
      ).json().data;
    expect(await check('ravi-dev')).toEqual({
      available: true,
      message: 'This hosting name is available',
      address: 'http://ravi-dev.localhost:4321/',
    });
    expect(await check('asha-rao')).toEqual({
      available: false,
      message: 'This hosting name is already taken',
    });
  });
});

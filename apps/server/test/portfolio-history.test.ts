import fs from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@portfolio/shared/api';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { VERSIONS_KEPT } from '../src/modules/portfolios/versions-repo.ts';
import { type Jar, registerUser } from './auth-helpers.ts';
import { type DialectName, dialects, type TestApp, testClock } from './helpers.ts';
import { appWithLiveSite, fullPortfolio, multipart, smallPng, updatePortfolio } from './portfolio-helpers.ts';

const SITE = `${fullPortfolio.hostingName}.localhost`;

const versions = async (app: FastifyInstance, cookies: Jar, portfolioId: string) =>
  (
    await app.inject({ method: 'GET', url: apiPaths.portfolioVersions, cookies, query: { portfolioId } })
  ).json().data as { _id: string; changes: string; current: boolean; createdAt: string }[];

const restore = (app: FastifyInstance, cookies: Jar, portfolioId: string, versionId: string) =>
  app.inject({ method: 'POST', url: apiPaths.restoreVersion, cookies, payload: { portfolioId, versionId } });

describe.each(dialects)('version history (%s)', (dialect: DialectName) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function live() {
    const site = await appWithLiveSite(dialect);
    t = site.t;
    return site;
  }

  it("dates a portfolio's saves by the app's clock", async () => {
    const clock = testClock(Date.parse('2030-01-02T03:04:05.000Z'));
    const site = await appWithLiveSite(dialect, {}, { clock: clock.now });
    t = site.t;
    const { app, owner, id } = site;
    clock.advance(60_000);
    await updatePortfolio(app, owner, { ...fullPortfolio, _id: id, title: 'Later' });
    expect((await versions(app, owner, id)).map((v) => v.createdAt)).toEqual([
      '2030-01-02T03:05:05.000Z',
      '2030-01-02T03:04:05.000Z',
    ]);
    const row = await app.db.selectFrom('portfolios').select('updated_at').executeTakeFirstOrThrow();
    expect(new Date(row.updated_at).toISOString()).toBe('2030-01-02T03:05:05.000Z');
  });

  it('keeps every save with what it changed, previews an old one and restores it as a new save', async () => {
    const { app, owner, id } = await live();
    const projects = JSON.parse(fullPortfolio.projects as string);
    await updatePortfolio(app, owner, {
      ...fullPortfolio,
      _id: id,
      title: 'Staff Engineer',
      projects: JSON.stringify([...projects, { title: 'Clinic Booking' }]),
    });
    const history = await versions(app, owner, id);
    expect(history.map((v) => v.changes)).toEqual(['Title changed; Projects: 1 added', 'Created']);
    expect(history.map((v) => v.current)).toEqual([true, false]);

    const first = history[1]?._id as string;
    const preview = await app.inject({
      method: 'GET',
      url: apiPaths.portfolioVersion,
      cookies: owner,
      query: { portfolioId: id, versionId: first },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      title: fullPortfolio.title,
      summary: fullPortfolio.summary,
      changes: 'Created',
    });
    expect(preview.json().data.projects).toHaveLength(1);

    const restored = await restore(app, owner, id, first);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.title).toBe(fullPortfolio.title);
    const after = await versions(app, owner, id);
    expect(after).toHaveLength(3);
    expect(after[0]?.changes).toMatch(
      /^Restored the version of \d{4}-\d\d-\d\d \d\d:\d\d UTC \(Title changed; Projects: 1 removed\)$/,
    );
    // The live site shows the restored version at once; and the restore can itself be undone.
    const site = await app.inject({ method: 'GET', url: '/', headers: { host: SITE } });
    expect(site.body).not.toContain('Clinic Booking');
    expect((await restore(app, owner, id, after[1]?._id as string)).json().data.title).toBe('Staff Engineer');
  });

  it(`keeps the newest ${VERSIONS_KEPT} versions, and removes covers no version names any more`, async () => {
    const { app, owner, id } = await live();
    const coversDir = path.join((t as TestApp).config.dataDir, 'files', 'covers');
    const firstCover = fs.readdirSync(coversDir);
    expect(firstCover).toHaveLength(1);
    await updatePortfolio(app, owner, { ...fullPortfolio, _id: id, title: 'New cover' }, await smallPng());
    expect(fs.readdirSync(coversDir)).toHaveLength(2);
    for (let i = 0; i < VERSIONS_KEPT; i += 1) {
      await updatePortfolio(app, owner, { ...fullPortfolio, _id: id, title: `Save ${i}` });
    }
    const history = await versions(app, owner, id);
    expect(history).toHaveLength(VERSIONS_KEPT);
    expect(history[0]?.changes).toBe('Title changed');
    expect(history.at(-1)?.changes).not.toBe('Created');
    // Only the current cover is left: the first one belonged to versions that are gone.
    expect(fs.readdirSync(coversDir)).toHaveLength(1);
    expect(fs.readdirSync(coversDir)).not.toEqual(firstCover);
  });

  it('keeps both a restore and a save that race, the later one winning', async () => {
    const { app, owner, id } = await live();
    await updatePortfolio(app, owner, { ...fullPortfolio, _id: id, title: 'Second' });
    const created = (await versions(app, owner, id)).at(-1)?._id as string;
    const form = await multipart({ ...fullPortfolio, _id: id, title: 'Third' });
    const [restored, saved] = await Promise.all([
      restore(app, owner, id, created),
      app.inject({ method: 'POST', url: apiPaths.updatePortfolio, cookies: owner, ...form }),
    ]);
    expect(restored.statusCode).toBe(200);
    expect(saved.statusCode).toBe(200);
    const history = await versions(app, owner, id);
    expect(history).toHaveLength(4);
    const list = await app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies: owner });
    const title = list.json().data[0].title as string;
    // Whichever was applied last is the portfolio now, and the newest entry of the history.
    const newest = history[0]?.changes as string;
    expect(title === 'Third' ? newest === 'Title changed' : newest.startsWith('Restored')).toBe(true);
    expect(history.some((v) => v.changes.startsWith('Restored'))).toBe(true);
  });

  it("refuses another user's history and versions (403), unknown ones (404), changing nothing", async () => {
    const { app, owner, id } = await live();
    const created = (await versions(app, owner, id))[0]?._id as string;
    const other = await registerUser(app, {
      userName: 'mallory',
      fullName: 'Mallory',
      email: 'mallory@example.com',
      password: 'a very long password',
    });
    const calls: InjectOptions[] = [
      { method: 'GET', url: apiPaths.portfolioVersions, query: { portfolioId: id } },
      {
        method: 'GET',
        url: apiPaths.portfolioVersion,
        query: { portfolioId: id, versionId: created },
      },
      {
        method: 'POST',
        url: apiPaths.restoreVersion,
        payload: { portfolioId: id, versionId: created },
      },
    ];
    for (const call of calls) {
      expect((await app.inject({ ...call, cookies: other })).statusCode, String(call.url)).toBe(403);
      expect((await app.inject(call)).statusCode, String(call.url)).toBe(401);
    }
    const unknown = await restore(app, owner, id, 'no-such-version');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Version not found.');
    expect((await restore(app, owner, 'no-such-portfolio', created)).statusCode).toBe(404);
    expect(await versions(app, owner, id)).toHaveLength(1);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@portfolio/shared/api';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { fromJson } from '../src/db/schema.ts';
import { VERSIONS_KEPT } from '../src/modules/portfolios/versions-repo.ts';
import { type Jar, registerUser } from './auth-helpers.ts';
import { type DialectName, dialects, type TestApp, testClock } from './helpers.ts';
import {
  appWithLiveSite,
  fullPortfolio,
  multipart,
  photoWithGps,
  smallPng,
  updatePortfolio,
} from './portfolio-helpers.ts';

const SITE = `${fullPortfolio.hostingName}.localhost`;

type Version = { _id: string; changes: string; current: boolean; createdAt: string; restoredFrom?: string };

const versions = async (app: FastifyInstance, cookies: Jar, portfolioId: string) =>
  (
    await app.inject({ method: 'GET', url: apiPaths.portfolioVersions, cookies, query: { portfolioId } })
  ).json().data as Version[];

const version = (app: FastifyInstance, cookies: Jar, portfolioId: string, versionId: string) =>
  app.inject({ method: 'GET', url: apiPaths.portfolioVersion, cookies, query: { portfolioId, versionId } });

/** Saves the portfolio form with a cover and a profile photo, as the editor sends them. */
async function saveWithPhoto(app: FastifyInstance, cookies: Jar, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const photo = await photoWithGps(600, 600);
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  const encoded = new Response(form);
  const res = await app.inject({
    method: 'POST',
    url: apiPaths.updatePortfolio,
    cookies,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') as string },
  });
  if (res.statusCode !== 200) throw new Error(`update: ${res.body}`);
  return res.json().data;
}

/** The template the live site is rendered in, read from its page. */
const siteTemplate = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/', headers: { host: SITE } })).body.match(
    /class="site (techfolio|monograph|studio)"/,
  )?.[1];

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
    // What the restore changed, and when the version it brought back was saved, as a time of its
    // own (the browser shows it as it shows every other one).
    expect(after[0]).toMatchObject({
      changes: 'Title changed; Projects: 1 removed',
      restoredFrom: history[1]?.createdAt,
    });
    expect(after.slice(1).map((v) => v.restoredFrom)).toEqual([undefined, undefined]);
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
    const newest = history[0] as Version;
    expect(title === 'Third' ? newest.changes === 'Title changed' : newest.restoredFrom !== undefined).toBe(
      true,
    );
    expect(history.some((v) => v.restoredFrom !== undefined)).toBe(true);
  });

  it('previews a version from before a template switch in its template, and restoring it brings the template back to the live site', async () => {
    const { app, owner, id } = await live();
    expect(await siteTemplate(app)).toBe('techfolio');
    await updatePortfolio(app, owner, { ...fullPortfolio, _id: id, templateId: '2' });
    expect(await siteTemplate(app)).toBe('monograph');
    const history = await versions(app, owner, id);
    expect(history.map((v) => v.changes)).toEqual(['Template: Monograph', 'Created']);
    const [switched, created] = history as [Version, Version];

    expect((await version(app, owner, id, created._id)).json().data).toMatchObject({ templateId: 1 });
    expect((await version(app, owner, id, switched._id)).json().data).toMatchObject({ templateId: 2 });

    const restored = await restore(app, owner, id, created._id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.templateId).toBe(1);
    expect(await siteTemplate(app)).toBe('techfolio');
    expect((await versions(app, owner, id))[0]).toMatchObject({
      changes: 'Template: Techfolio',
      restoredFrom: created.createdAt,
    });
    // And back again, by restoring the switch.
    expect((await restore(app, owner, id, switched._id)).json().data.templateId).toBe(2);
    expect(await siteTemplate(app)).toBe('monograph');
  });

  it('a version holds its photo: a replaced or removed photo is kept while a version names it, and comes back with it', async () => {
    const { app, owner, id } = await live();
    const withPhoto = await saveWithPhoto(app, owner, { ...fullPortfolio, _id: id });
    const photo = withPhoto.photo as string;
    expect(photo).toMatch(/^\/uploads\/photos\//);
    const removed = await updatePortfolio(app, owner, { ...fullPortfolio, _id: id, removePhoto: 'true' });
    expect(removed.photo).toBeNull();
    const history = await versions(app, owner, id);
    expect(history.map((v) => v.changes)).toEqual(['Photo removed', 'Photo changed', 'Created']);
    // The removed photo stays stored: the version before names it.
    expect((await app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);
    expect((await version(app, owner, id, history[0]?._id as string)).json().data.photo).toBeNull();
    expect((await version(app, owner, id, history[1]?._id as string)).json().data.photo).toBe(photo);

    const restored = await restore(app, owner, id, history[1]?._id as string);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.photo).toBe(photo);
    expect((await versions(app, owner, id))[0]?.changes).toBe('Photo changed');
    const site = await app.inject({ method: 'GET', url: '/', headers: { host: SITE } });
    expect(site.body).toMatch(/src="photo-[0-9a-f]+\.webp"/);
  });

  it('refuses to restore a version whose template no longer exists (409), changing nothing', async () => {
    const { app, owner, id } = await live();
    await updatePortfolio(app, owner, { ...fullPortfolio, _id: id, title: 'Second' });
    // The save's PDF résumé is drawn after it, and records its version on the row when stored.
    await t?.services.publisher.resumesDone();
    const current = await app.db.selectFrom('portfolios').selectAll().executeTakeFirstOrThrow();
    // A version saved in a template that has since been withdrawn from TEMPLATES.
    await app.db
      .insertInto('portfolio_versions')
      .values({
        id: 'withdrawn-template',
        portfolio_id: id,
        title: 'Withdrawn',
        content: JSON.stringify({ ...fromJson<object>(current.content), title: 'Withdrawn' }),
        cover_image: current.cover_image,
        cover_width: current.cover_width,
        cover_height: current.cover_height,
        summary: 'Template: Retired',
        created_at: '2020-01-01T00:00:00.000Z',
        template_id: 99,
        photo_known: true,
      })
      .execute();
    const before = {
      row: current,
      history: await versions(app, owner, id),
      site: (await app.inject({ method: 'GET', url: '/', headers: { host: SITE } })).body,
    };

    const refused = await restore(app, owner, id, 'withdrawn-template');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message:
        'This version was made in a template that is no longer offered, so it cannot be restored. Restore another version, or edit the portfolio and choose a template.',
    });
    expect(await app.db.selectFrom('portfolios').selectAll().executeTakeFirstOrThrow()).toEqual(before.row);
    expect(await versions(app, owner, id)).toEqual(before.history);
    expect((await app.inject({ method: 'GET', url: '/', headers: { host: SITE } })).body).toBe(before.site);
    // It can still be looked at: the browser shows it in today's template.
    const preview = await version(app, owner, id, 'withdrawn-template');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ title: 'Withdrawn', templateId: 99 });
  });

  it('restoring a version whose template and photo are not known (saved before versions held them) keeps the current ones', async () => {
    const { app, owner, id } = await live();
    const withPhoto = await saveWithPhoto(app, owner, { ...fullPortfolio, _id: id, templateId: '3' });
    const current = await app.db.selectFrom('portfolios').selectAll().executeTakeFirstOrThrow();
    await app.db
      .insertInto('portfolio_versions')
      .values({
        id: 'from-before',
        portfolio_id: id,
        title: 'From before',
        content: JSON.stringify({ ...fromJson<object>(current.content), title: 'From before' }),
        cover_image: current.cover_image,
        cover_width: current.cover_width,
        cover_height: current.cover_height,
        summary: 'Title changed',
        created_at: '2020-01-01T00:00:00.000Z',
      })
      .execute();
    const preview = (await version(app, owner, id, 'from-before')).json().data;
    expect(preview.title).toBe('From before');
    expect(preview).not.toHaveProperty('templateId');
    expect(preview).not.toHaveProperty('photo');

    const restored = (await restore(app, owner, id, 'from-before')).json().data;
    expect(restored).toMatchObject({ title: 'From before', templateId: 3, photo: withPhoto.photo });
    expect((await versions(app, owner, id))[0]).toMatchObject({ changes: 'Title changed' });
    expect(await siteTemplate(app)).toBe('studio');
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

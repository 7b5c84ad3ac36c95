import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiPaths, fillPath } from '@portfolio/shared/api';
import type { FastifyInstance } from 'fastify';
import { Validator } from 'jsonschema';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson, registerUser } from './auth-helpers.ts';
import { createTestApp, type DialectName, dialects, type TestApp } from './helpers.ts';
import { appWithLiveSite, fullPortfolio, multipart, smallPng } from './portfolio-helpers.ts';

const NAME = fullPortfolio.hostingName as string;
const SITE = `${NAME}.localhost`;

const visit = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/', headers: { host: SITE } });

function filesUnder(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : [];
}

describe.each(dialects)(
  'taking a site offline, deleting a portfolio, JSON Resume (%s)',
  (dialect: DialectName) => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });

    async function live() {
      const site = await appWithLiveSite(dialect);
      t = site.t;
      return { ...site, dataDir: t.config.dataDir };
    }

    it('takes a live site offline and back online with no new payment', async () => {
      const { app, owner, id } = await live();
      const off = await postJson(app, owner, apiPaths.takeOffline, { portfolioId: id });
      expect(off.statusCode).toBe(200);
      expect(off.json().data.status).toBe('offline');
      const gone = await visit(app);
      expect(gone.statusCode).toBe(404);
      expect(gone.body).toContain('This site is not live yet');
      expect((await postJson(app, owner, apiPaths.takeOffline, { portfolioId: id })).statusCode).toBe(409);
      // Paid for once: no order can be made for it.
      const order = await postJson(app, owner, apiPaths.createOrder, { hostingName: NAME });
      expect(order.statusCode).toBe(409);
      expect(order.json().message).toBe(
        'This portfolio is paid for: put it back online from your portfolios.',
      );
      // A save while offline keeps it offline.
      const form = await multipart({ ...fullPortfolio, _id: id, title: 'Still offline' });
      expect(
        (await app.inject({ method: 'POST', url: apiPaths.updatePortfolio, cookies: owner, ...form }))
          .statusCode,
      ).toBe(200);
      expect((await visit(app)).statusCode).toBe(404);

      const on = await postJson(app, owner, apiPaths.bringOnline, { portfolioId: id });
      expect(on.statusCode).toBe(200);
      expect(on.json().data.status).toBe('live');
      const back = await visit(app);
      expect(back.statusCode).toBe(200);
      expect(back.body).toContain('Still offline');
      expect((await postJson(app, owner, apiPaths.bringOnline, { portfolioId: id })).statusCode).toBe(409);
    });

    it('serves the cover a site brought back online links (going offline removed every file)', async () => {
      const { app, owner, id } = await live();
      await postJson(app, owner, apiPaths.takeOffline, { portfolioId: id });
      await postJson(app, owner, apiPaths.bringOnline, { portfolioId: id });
      const cover = (await visit(app)).body.match(/src="(cover-[0-9a-f]{16}\.webp)"/)?.[1];
      expect(cover).toBeDefined();
      const image = await app.inject({ method: 'GET', url: `/${cover}`, headers: { host: SITE } });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    });

    it('deletes a live portfolio only with its hosting name typed, with its files, history, stats and messages; orders stay', async () => {
      const { t: site, app, owner, id, dataDir } = await live();
      const update = await multipart(
        { ...fullPortfolio, _id: id, title: 'Second' },
        { data: await smallPng(), type: 'image/png' },
      );
      await app.inject({ method: 'POST', url: apiPaths.updatePortfolio, cookies: owner, ...update });
      await app.inject({
        method: 'GET',
        url: '/',
        headers: { host: SITE, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
      });
      await site.services.views.flush();
      expect(await app.db.selectFrom('site_daily_stats').selectAll().execute()).toHaveLength(1);
      await app.db
        .insertInto('site_messages')
        .values({
          id: 'm1',
          portfolio_id: id,
          name: 'A',
          email: 'a@example.org',
          message: 'Hi',
          created_at: new Date().toISOString(),
          read_at: null,
        })
        .execute();
      expect(filesUnder(path.join(dataDir, 'files', 'covers'))).toHaveLength(2);

      for (const confirmHostingName of [undefined, '', 'asha', `${NAME} `]) {
        const refused = await postJson(app, owner, apiPaths.deletePortfolio, {
          portfolioId: id,
          confirmHostingName,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(
          'Type the hosting name of the site to confirm that it should be deleted.',
        );
      }
      expect((await visit(app)).statusCode).toBe(200);

      const deleted = await postJson(app, owner, apiPaths.deletePortfolio, {
        portfolioId: id,
        confirmHostingName: NAME,
      });
      expect(deleted.statusCode).toBe(200);
      expect((await visit(app)).statusCode).toBe(404);
      expect(filesUnder(path.join(dataDir, 'files', 'covers'))).toEqual([]);
      expect(filesUnder(path.join(dataDir, 'files', 'sites', NAME))).toEqual([]);
      for (const table of [
        'portfolios',
        'portfolio_versions',
        'site_daily_stats',
        'site_daily_visitors',
        'site_messages',
      ] as const) {
        expect(await app.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
      }
      const orders = await app.db.selectFrom('orders').selectAll().execute();
      expect(orders).toMatchObject([{ status: 'paid', hosting_name: NAME, portfolio_id: null }]);
      // The name is free again.
      const check = await app.inject({
        method: 'GET',
        url: fillPath(apiPaths.hostingNameAvailability, { name: NAME }),
        cookies: owner,
      });
      expect(check.json().data.available).toBe(true);
    });

    it('deletes a portfolio awaiting payment without asking for its name', async () => {
      t = await createTestApp(dialect);
      const owner = await registerUser(t.app);
      const form = await multipart(fullPortfolio, { data: await smallPng(), type: 'image/png' });
      const created = await t.app.inject({
        method: 'POST',
        url: apiPaths.createPortfolio,
        cookies: owner,
        ...form,
      });
      const id = created.json().data._id;
      const deleted = await postJson(t.app, owner, apiPaths.deletePortfolio, { portfolioId: id });
      expect(deleted.statusCode).toBe(200);
      expect(await t.app.db.selectFrom('portfolios').selectAll().execute()).toEqual([]);
    });

    it('exports a valid JSON Resume document of the portfolio', async () => {
      const { app, owner, id } = await live();
      const res = await app.inject({
        method: 'GET',
        url: apiPaths.jsonResume,
        cookies: owner,
        query: { portfolioId: id },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${NAME}-resume.json"`);
      const document = res.json();
      expect(document.basics).toMatchObject({
        name: 'Asha Rao',
        email: 'asha@example.com',
        url: `http://${NAME}.localhost:3000/`,
      });
      expect(document.work).toMatchObject([{ name: 'Acme', position: 'Engineer' }]);
      const schemaFile = createRequire(import.meta.url).resolve('@jsonresume/schema/schema.json');
      const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
      expect(new Validator().validate(document, schema).errors).toEqual([]);
    });

    it("refuses another user's portfolio on offline, online, delete and export (403), changing nothing", async () => {
      const { app, owner, id } = await live();
      const other = await registerUser(app, {
        userName: 'mallory',
        fullName: 'Mallory',
        email: 'mallory@example.com',
        password: 'a very long password',
      });
      for (const url of [apiPaths.takeOffline, apiPaths.bringOnline, apiPaths.deletePortfolio]) {
        const answer = await postJson(app, other, url, { portfolioId: id, confirmHostingName: NAME });
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json().message).toBe('This portfolio is not yours.');
        expect((await postJson(app, other, url, { portfolioId: 'nope' })).statusCode, url).toBe(404);
        expect((await postJson(app, {}, url, { portfolioId: id })).statusCode, url).toBe(401);
      }
      const exported = await app.inject({
        method: 'GET',
        url: apiPaths.jsonResume,
        cookies: other,
        query: { portfolioId: id },
      });
      expect(exported.statusCode).toBe(403);
      expect((await visit(app)).statusCode).toBe(200);
      const list = await app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies: owner });
      expect(list.json().data[0].status).toBe('live');
    });
  },
);

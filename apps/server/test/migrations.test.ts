import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../src/db/migrate.ts';
import { openSqlite } from '../src/db/sqlite-adapter.ts';
import { createPostgresDatabase, dialects } from './helpers.ts';

/** A database of its own for a test that migrates step by step, and how to throw it away. */
async function oldDatabase(dialect: (typeof dialects)[number]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-migrate-'));
  const database = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
  // biome-ignore lint/suspicious/noExplicitAny: migrations are typed against Kysely<any>, frozen in time
  const db = new Kysely<any>({
    dialect: database
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) })
      : new SqliteDialect({ database: openSqlite(path.join(dataDir, 'app.db')) }),
  });
  const close = async () => {
    await db.destroy();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { db, close };
}

/** A minute of 2026-01-01, as the rows store times. */
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

/** The account the old rows belong to. */
// biome-ignore lint/suspicious/noExplicitAny: see oldDatabase
async function insertOwner(db: Kysely<any>) {
  await db
    .insertInto('users')
    .values({
      id: 'u1',
      user_name: 'asha',
      user_name_key: 'asha',
      full_name: 'Asha',
      email: 'asha@example.com',
      password_hash: 'x',
      role: 'USER',
      created_at: at(0),
    })
    .execute();
}

describe.each(dialects)('the one-paid-order migration on existing data (%s)', (dialect) => {
  it('keeps the first payment of a doubly paid portfolio and turns the later one into a refund note', async () => {
    const { db, close } = await oldDatabase(dialect);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo('20261122_0006_otp_codes_per_client');
      expect(before.error).toBeUndefined();
      await insertOwner(db);
      await db
        .insertInto('portfolios')
        .values({
          id: 'p1',
          user_id: 'u1',
          hosting_name: 'asha-rao',
          title: 'Asha',
          content: '{}',
          cover_image: 'covers/x.webp',
          cover_width: 1,
          cover_height: 1,
          status: 'live',
          created_at: at(0),
          updated_at: at(0),
        })
        .execute();
      const order = (id: string, paymentId: string, paidMinute: number) => ({
        id,
        user_id: 'u1',
        portfolio_id: 'p1',
        hosting_name: 'asha-rao',
        provider: 'razorpay',
        amount: 9900,
        currency: 'INR',
        status: 'paid',
        payment_id: paymentId,
        created_at: at(1),
        paid_at: at(paidMinute),
      });
      await db
        .insertInto('orders')
        .values([order('order_late', 'pay_2', 5), order('order_first', 'pay_1', 3)])
        .execute();

      await migrateToLatest(db);
      const rows = await db.selectFrom('orders').select(['id', 'status', 'note']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 'order_first', status: 'paid', note: null },
        {
          id: 'order_late',
          status: 'refund_due',
          note: 'Refund ₹99.00 (payment pay_2): asha-rao was already paid by order order_first.',
        },
      ]);
    } finally {
      await close();
    }
  });
});

describe.each(dialects)('the migration that makes versions hold the template and photo (%s)', (dialect) => {
  it('gives existing versions what their history tells for certain, unknown otherwise, and moves restore dates out of the summary', async () => {
    const { db, close } = await oldDatabase(dialect);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('20261122_0016_templates')).error).toBeUndefined();
      await insertOwner(db);
      const portfolio = (id: string, template: number, photo: string | null) => ({
        id,
        user_id: 'u1',
        hosting_name: `asha-${id}`,
        title: 'Asha',
        content: '{}',
        cover_image: 'covers/c.webp',
        cover_width: 1,
        cover_height: 1,
        status: 'live',
        created_at: at(0),
        updated_at: at(9),
        template_id: template,
        photo_image: photo,
        photo_width: photo ? 480 : null,
        photo_height: photo ? 480 : null,
      });
      await db
        .insertInto('portfolios')
        .values([portfolio('p1', 3, 'photos/b.webp'), portfolio('p2', 2, null)])
        .execute();
      const version = (portfolioId: string, id: string, minute: number, summary: string) => ({
        id,
        portfolio_id: portfolioId,
        title: 'Asha',
        content: '{}',
        cover_image: 'covers/c.webp',
        cover_width: 1,
        cover_height: 1,
        summary,
        created_at: at(minute),
      });
      await db
        .insertInto('portfolio_versions')
        .values([
          version('p1', 'v1', 1, 'Created'),
          version('p1', 'v2', 2, 'Title changed'),
          version('p1', 'v3', 3, 'Template: Monograph; Photo changed'),
          version('p1', 'v4', 4, 'Restored the version of 2026-01-01 00:02 UTC (Title changed)'),
          version('p1', 'v5', 5, 'Template: Studio; Photo removed; Summary changed'),
          version('p1', 'v6', 6, 'Photo changed; Title changed'),
          version('p2', 'w1', 1, 'Saved'),
        ])
        .execute();

      await migrateToLatest(db);
      const rows = await db
        .selectFrom('portfolio_versions')
        .select([
          'id',
          'template_id',
          'photo_known',
          'photo_image',
          'photo_width',
          'summary',
          'restored_from',
        ])
        .orderBy('id')
        .execute();
      expect(
        rows.map((row) => ({
          ...row,
          photo_known: Boolean(row.photo_known),
          restored_from: row.restored_from && new Date(row.restored_from).toISOString(),
        })),
      ).toEqual([
        // Before the first recorded switch: not known. After it: the template it named.
        {
          id: 'v1',
          template_id: null,
          photo_known: false,
          photo_image: null,
          photo_width: null,
          summary: 'Created',
          restored_from: null,
        },
        {
          id: 'v2',
          template_id: null,
          photo_known: false,
          photo_image: null,
          photo_width: null,
          summary: 'Title changed',
          restored_from: null,
        },
        {
          id: 'v3',
          template_id: 2,
          photo_known: false,
          photo_image: null,
          photo_width: null,
          summary: 'Template: Monograph; Photo changed',
          restored_from: null,
        },
        {
          id: 'v4',
          template_id: 2,
          photo_known: false,
          photo_image: null,
          photo_width: null,
          summary: 'Title changed',
          restored_from: '2026-01-01T00:02:00.000Z',
        },
        // The photo was removed here: none, for certain.
        {
          id: 'v5',
          template_id: 3,
          photo_known: true,
          photo_image: null,
          photo_width: null,
          summary: 'Template: Studio; Photo removed; Summary changed',
          restored_from: null,
        },
        // The portfolio as it is now.
        {
          id: 'v6',
          template_id: 3,
          photo_known: true,
          photo_image: 'photos/b.webp',
          photo_width: 480,
          summary: 'Photo changed; Title changed',
          restored_from: null,
        },
        // No switch in its history: the portfolio's template and photo all along.
        {
          id: 'w1',
          template_id: 2,
          photo_known: true,
          photo_image: null,
          photo_width: null,
          summary: 'Saved',
          restored_from: null,
        },
      ]);
    } finally {
      await close();
    }
  });
});

describe.each(dialects)('the migration that counts views per page (%s)', (dialect) => {
  it("keeps every site's daily views and visitors as they were and gives them to the home page '/'", async () => {
    const { db, close } = await oldDatabase(dialect);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('20261122_0017_versions_hold_the_look')).error).toBeUndefined();
      await insertOwner(db);
      await db
        .insertInto('portfolios')
        .values({
          id: 'p1',
          user_id: 'u1',
          hosting_name: 'asha',
          title: 'Asha',
          content: '{}',
          cover_image: 'covers/c.webp',
          cover_width: 1,
          cover_height: 1,
          status: 'live',
          created_at: at(0),
          updated_at: at(9),
          template_id: 1,
        })
        .execute();
      const old = [
        { portfolio_id: 'p1', day: '2026-11-20', views: 12, visitors: 5 },
        { portfolio_id: 'p1', day: '2026-11-21', views: 3, visitors: 3 },
      ];
      await db.insertInto('site_daily_stats').values(old).execute();

      await migrateToLatest(db);

      expect(
        await db
          .selectFrom('site_daily_stats')
          .select(['portfolio_id', 'day', 'views', 'visitors'])
          .orderBy('day')
          .execute(),
      ).toEqual(old);
      expect(
        await db
          .selectFrom('site_daily_pages')
          .select(['portfolio_id', 'day', 'path', 'views'])
          .orderBy('day')
          .execute(),
      ).toEqual([
        { portfolio_id: 'p1', day: '2026-11-20', path: '/', views: 12 },
        { portfolio_id: 'p1', day: '2026-11-21', path: '/', views: 3 },
      ]);
    } finally {
      await close();
    }
  });
});

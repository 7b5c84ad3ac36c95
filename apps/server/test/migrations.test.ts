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

describe.each(dialects)('the one-paid-order migration on existing data (%s)', (dialect) => {
  it('keeps the first payment of a doubly paid portfolio and turns the later one into a refund note', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-migrate-'));
    const database = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
    // biome-ignore lint/suspicious/noExplicitAny: migrations are typed against Kysely<any>, frozen in time
    const db = new Kysely<any>({
      dialect: database
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) })
        : new SqliteDialect({ database: openSqlite(path.join(dataDir, 'app.db')) }),
    });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo('20261122_0006_otp_codes_per_client');
      expect(before.error).toBeUndefined();
      const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
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
      await db.destroy();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

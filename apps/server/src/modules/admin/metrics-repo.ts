import type { AdminMetrics, BusinessDay } from '@portfolio/shared/operator';
import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import { isSqlite } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { DAY_MS, dayOf } from '../../lib/clock.ts';

/**
 * The business per UTC day, counted by the database: sign-ups, portfolios created, sites gone live
 * (a paid order is a site going live) and the money those orders brought.
 */
export function createMetricsRepo(db: Kysely<Database>) {
  // SQLite keeps ISO-8601 text (its first 10 characters are the UTC day); PostgreSQL a timestamptz.
  const utcDay = (column: Expression<unknown>): RawBuilder<string> =>
    isSqlite(db)
      ? sql<string>`substr(${column}, 1, 10)`
      : sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

  async function countPerDay(table: 'users' | 'portfolios', since: string) {
    const day = utcDay(sql.ref(`${table}.created_at`));
    return db
      .selectFrom(table)
      .select((eb) => [day.as('day'), eb.fn.countAll<number | string>().as('n')])
      .where('created_at', '>=', since)
      .groupBy(day)
      .execute();
  }

  return {
    async perDay(days: number, currency: string, now: number): Promise<AdminMetrics> {
      const first = Date.parse(`${dayOf(now - (days - 1) * DAY_MS)}T00:00:00.000Z`);
      const since = new Date(first).toISOString();
      const paidDay = utcDay(sql.ref('orders.paid_at'));
      const [signUps, created, paid] = await Promise.all([
        countPerDay('users', since),
        countPerDay('portfolios', since),
        db
          .selectFrom('orders')
          .select((eb) => [
            paidDay.as('day'),
            eb.fn.countAll<number | string>().as('n'),
            eb.fn.sum<number | string>('orders.amount').as('amount'),
          ])
          .where('orders.status', '=', 'paid')
          .where('orders.currency', '=', currency)
          .where('orders.paid_at', '>=', since)
          .groupBy(paidDay)
          .execute(),
      ]);
      const byDay = new Map<string, BusinessDay>();
      for (let i = 0; i < days; i++) {
        const day = dayOf(first + i * DAY_MS);
        byDay.set(day, { day, signUps: 0, portfoliosCreated: 0, sitesLive: 0, revenue: 0 });
      }
      for (const r of signUps) {
        const entry = byDay.get(r.day);
        if (entry) entry.signUps = Number(r.n);
      }
      for (const r of created) {
        const entry = byDay.get(r.day);
        if (entry) entry.portfoliosCreated = Number(r.n);
      }
      for (const r of paid) {
        const entry = byDay.get(r.day);
        if (!entry) continue;
        entry.sitesLive = Number(r.n);
        entry.revenue = Number(r.amount);
      }
      const list = [...byDay.values()];
      const sum = (key: Exclude<keyof BusinessDay, 'day'>) => list.reduce((total, d) => total + d[key], 0);
      return {
        currency,
        days: list,
        totals: {
          signUps: sum('signUps'),
          portfoliosCreated: sum('portfoliosCreated'),
          sitesLive: sum('sitesLive'),
          revenue: sum('revenue'),
        },
      };
    },
  };
}

export type MetricsRepo = ReturnType<typeof createMetricsRepo>;

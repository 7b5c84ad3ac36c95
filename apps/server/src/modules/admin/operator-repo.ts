import type { AdminPortfolioRow, AdminPortfoliosQuery, PaymentsFilter } from '@portfolio/shared/operator';
import { type Kysely, sql } from 'kysely';
import { type Database, toIsoString } from '../../db/schema.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { listTotal, type PageRequest } from './lists-repo.ts';

/** `%text%` for LIKE, with LIKE's own wildcards in the text matched literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const startOfDay = (day: string) => `${day}T00:00:00.000Z`;
const startOfNextDay = (day: string) => new Date(Date.parse(startOfDay(day)) + DAY_MS).toISOString();

/** Everything the payments CSV holds at most: far more than a day's work, bounded all the same. */
const EXPORT_MAX_ROWS = 50_000;

/** The operator's tables: every portfolio with its owner, and every order with its payer. */
export function createOperatorRepo(db: Kysely<Database>) {
  function portfoliosMatching({ q, status }: Pick<AdminPortfoliosQuery, 'q' | 'status'>) {
    let query = db.selectFrom('portfolios').innerJoin('users', 'users.id', 'portfolios.user_id');
    if (status) query = query.where('portfolios.status', '=', status);
    if (q) {
      // The portfolios whose hosting name matches, and those whose owner's e-mail does: each side
      // alone, so PostgreSQL finds both from their trigram indexes (migration 0020); an OR across
      // the two joined tables would have it read every portfolio with its owner. Both columns are
      // stored lower-case, like the search text; `lower(…)` is what the indexes hold.
      const pattern = containing(q);
      const byName = db
        .selectFrom('portfolios')
        .select('portfolios.id')
        .where(sql<boolean>`lower(portfolios.hosting_name) like ${pattern} escape '\\'`);
      const byOwner = db
        .selectFrom('portfolios')
        .innerJoin('users', 'users.id', 'portfolios.user_id')
        .select('portfolios.id')
        .where(sql<boolean>`lower(users.email) like ${pattern} escape '\\'`);
      query = query.where('portfolios.id', 'in', byName.union(byOwner));
    }
    return query;
  }

  function ordersMatching({ from, to, status }: PaymentsFilter) {
    let query = db.selectFrom('orders');
    if (from) query = query.where('orders.created_at', '>=', startOfDay(from));
    if (to) query = query.where('orders.created_at', '<', startOfNextDay(to));
    if (status) query = query.where('orders.status', '=', status);
    return query;
  }

  function ordersWithPayer(filter: PaymentsFilter) {
    return ordersMatching(filter)
      .leftJoin('users', 'users.id', 'orders.user_id')
      .select([
        'orders.id',
        'users.email',
        'orders.hosting_name',
        'orders.amount',
        'orders.currency',
        'orders.provider',
        'orders.status',
        'orders.payment_id',
        'orders.note',
        'orders.created_at',
        'orders.paid_at',
      ])
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc');
  }

  type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersWithPayer>['execute']>>[number];
  const toPayment = (r: OrderRow) => ({
    _id: r.id,
    email: r.email,
    hostingName: r.hosting_name,
    amount: r.amount,
    currency: r.currency,
    provider: r.provider,
    status: r.status,
    paymentId: r.payment_id,
    note: r.note,
    createdAt: toIsoString(r.created_at),
    paidAt: r.paid_at === null ? null : toIsoString(r.paid_at),
  });

  return {
    /** Portfolios newest first, with the owner's e-mail, matching the search and status filter. */
    async portfolios(query: AdminPortfoliosQuery & PageRequest) {
      const rows = await portfoliosMatching(query)
        .select([
          'portfolios.id',
          'portfolios.hosting_name',
          'portfolios.title',
          'portfolios.status',
          'portfolios.created_at',
          'portfolios.published_at',
          'portfolios.takedown_reason',
          'users.email',
        ])
        .orderBy('portfolios.created_at', 'desc')
        .orderBy('portfolios.id', 'desc')
        .limit(query.limit)
        .offset(query.page * query.limit)
        .execute();
      const total = await listTotal(rows.length, query, portfoliosMatching(query));
      return {
        rows: rows.map(
          (r): Omit<AdminPortfolioRow, 'liveUrl'> => ({
            _id: r.id,
            hostingName: r.hosting_name,
            ownerEmail: r.email,
            title: r.title,
            status: r.status,
            createdAt: toIsoString(r.created_at),
            publishedAt: r.published_at === null ? null : toIsoString(r.published_at),
            takedownReason: r.takedown_reason,
          }),
        ),
        total,
      };
    },

    /** Orders newest first with the payer's e-mail (null once the account is deleted). */
    async payments(filter: PaymentsFilter & PageRequest) {
      const rows = await ordersWithPayer(filter)
        .limit(filter.limit)
        .offset(filter.page * filter.limit)
        .execute();
      const total = await listTotal(rows.length, filter, ordersMatching(filter));
      return { users: rows.map(toPayment), total };
    },

    /** Money in the filtered orders, per currency: paid, and paid twice (owed back). */
    async paymentTotals(filter: PaymentsFilter) {
      const rows = await ordersMatching(filter)
        .select((eb) => [
          'orders.currency',
          eb.fn
            .sum<number | string>(
              eb.case().when('orders.status', '=', 'paid').then(eb.ref('orders.amount')).else(0).end(),
            )
            .as('paid'),
          eb.fn
            .sum<number | string>(eb.case().when('orders.status', '=', 'paid').then(1).else(0).end())
            .as('paid_count'),
          eb.fn
            .sum<number | string>(
              eb.case().when('orders.status', '=', 'refund_due').then(eb.ref('orders.amount')).else(0).end(),
            )
            .as('refund_due'),
          eb.fn
            .sum<number | string>(eb.case().when('orders.status', '=', 'refund_due').then(1).else(0).end())
            .as('refund_due_count'),
        ])
        .groupBy('orders.currency')
        .orderBy('orders.currency')
        .execute();
      return rows.map((r) => ({
        currency: r.currency,
        paid: Number(r.paid),
        paidCount: Number(r.paid_count),
        refundDue: Number(r.refund_due),
        refundDueCount: Number(r.refund_due_count),
      }));
    },

    /** Every order of the filter for the CSV export, newest first (at most EXPORT_MAX_ROWS). */
    async paymentsForExport(filter: PaymentsFilter) {
      return (await ordersWithPayer(filter).limit(EXPORT_MAX_ROWS).execute()).map(toPayment);
    },
  };
}

export type OperatorRepo = ReturnType<typeof createOperatorRepo>;

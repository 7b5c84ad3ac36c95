import type { Insertable, Kysely } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema.ts';

export function createOrdersRepo(db: Kysely<Database>) {
  return {
    /** Deletes orders made before `before` whose account is gone (kept only for the books until then). */
    async forgetAnonymousBefore(before: string): Promise<number> {
      const result = await db
        .deleteFrom('orders')
        .where('user_id', 'is', null)
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async insert(order: Insertable<OrdersTable>): Promise<void> {
      await db.insertInto('orders').values(order).execute();
    },

    find: (id: string) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The order still waiting to be paid for this portfolio, if any (the newest). */
    findOpen: (portfolioId: string) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('portfolio_id', '=', portfolioId)
        .where('status', '=', 'created')
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** The order that paid for this portfolio (there is at most one: a unique index). */
    findPaid: (portfolioId: string) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('portfolio_id', '=', portfolioId)
        .where('status', '=', 'paid')
        .executeTakeFirst(),

    /**
     * Settles an unpaid order with this payment; false when it was already settled. Throws a
     * unique violation when the payment settled another order, or another order paid already.
     */
    async markPaid(id: string, paymentId: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ status: 'paid', payment_id: paymentId, paid_at: now })
        .where('id', '=', id)
        .where('status', '=', 'created')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Keeps a payment that came for an already paid portfolio, with what is owed; false if settled. */
    async markRefundDue(id: string, paymentId: string, note: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ status: 'refund_due', payment_id: paymentId, paid_at: now, note })
        .where('id', '=', id)
        .where('status', '=', 'created')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;

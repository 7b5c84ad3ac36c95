import type { Insertable, Kysely } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema.ts';

export function createOrdersRepo(db: Kysely<Database>) {
  return {
    async insert(order: Insertable<OrdersTable>): Promise<void> {
      await db.insertInto('orders').values(order).execute();
    },

    find: (id: string) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Settles an unpaid order with this payment; false when it was already settled. */
    async markPaid(id: string, paymentId: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ status: 'paid', payment_id: paymentId, paid_at: now })
        .where('id', '=', id)
        .where('status', '=', 'created')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;

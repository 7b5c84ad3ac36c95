import { type Kysely, sql } from 'kysely';

type PaidOrder = {
  id: string;
  portfolio_id: string;
  payment_id: string;
  amount: number;
  currency: string;
  hosting_name: string;
};

/**
 * One paid order per portfolio, enforced by the database: a second payment for a portfolio that
 * is already paid is kept as 'refund_due' with a note saying what is owed. Doubles paid before
 * this rule existed become such notes too (the earliest payment keeps the portfolio).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('note', 'text').execute();
  const paid = (await db
    .selectFrom('orders')
    .select(['id', 'portfolio_id', 'payment_id', 'amount', 'currency', 'hosting_name'])
    .where('status', '=', 'paid')
    .orderBy('paid_at')
    .orderBy('id')
    .execute()) as PaidOrder[];
  const keeper = new Map<string, string>();
  for (const order of paid) {
    const first = keeper.get(order.portfolio_id);
    if (!first) {
      keeper.set(order.portfolio_id, order.id);
      continue;
    }
    const amount = `${order.currency === 'INR' ? '₹' : `${order.currency} `}${(order.amount / 100).toFixed(2)}`;
    await db
      .updateTable('orders')
      .set({
        status: 'refund_due',
        note: `Refund ${amount} (payment ${order.payment_id}): ${order.hosting_name} was already paid by order ${first}.`,
      })
      .where('id', '=', order.id)
      .execute();
  }
  await sql`create unique index orders_one_paid_per_portfolio on orders (portfolio_id) where status = 'paid'`.execute(
    db,
  );
}

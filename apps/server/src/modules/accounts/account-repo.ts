import type { Kysely } from 'kysely';
import { type Database, toIsoString } from '../../db/schema.ts';

/** What an account holds beyond its portfolios, and forgetting an account for good. */
export function createAccountRepo(db: Kysely<Database>) {
  return {
    async ordersOf(userId: string) {
      const rows = await db
        .selectFrom('orders')
        .select([
          'id',
          'hosting_name',
          'provider',
          'amount',
          'currency',
          'status',
          'payment_id',
          'note',
          'created_at',
          'paid_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      return rows.map(({ created_at, paid_at, payment_id, hosting_name, ...order }) => ({
        ...order,
        hostingName: hosting_name,
        paymentId: payment_id,
        createdAt: toIsoString(created_at),
        paidAt: paid_at ? toIsoString(paid_at) : null,
      }));
    },

    async messagesReceived(portfolioIds: string[]) {
      if (portfolioIds.length === 0) return [];
      const rows = await db
        .selectFrom('site_messages')
        .selectAll()
        .where('portfolio_id', 'in', portfolioIds)
        .orderBy('created_at')
        .execute();
      return rows.map((r) => ({
        portfolioId: r.portfolio_id,
        name: r.name,
        email: r.email,
        message: r.message,
        createdAt: toIsoString(r.created_at),
        read: r.read_at !== null,
      }));
    },

    /**
     * Deletes the account and everything filed under its address: the database removes what hangs
     * off the account (sessions, template requests) and keeps its orders, cut loose; codes, password
     * failures, messages to us, launch sign-ups and mails kept by the dev outbox go by address.
     */
    async forget(userId: string, email: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        await trx.deleteFrom('otp_codes').where('email', '=', email).execute();
        await trx.deleteFrom('password_failures').where('email', '=', email).execute();
        await trx.deleteFrom('contact_messages').where('email', '=', email).execute();
        await trx.deleteFrom('notification_emails').where('email', '=', email).execute();
        await trx.deleteFrom('mail_outbox').where('to', '=', email).execute();
      });
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;

import type {
  AdminContactRow,
  AdminNotificationRow,
  AdminPage,
  AdminRefundRow,
  AdminTemplateRow,
  AdminUserRow,
} from '@portfolio/shared/admin';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { type Database, toIsoString } from '../../db/schema.ts';

export type PageRequest = { page: number; limit: number };

/**
 * A paged list's total, once its page is read. A page that is neither full nor past the end ends the
 * list, so the total is the rows before it and on it; only otherwise is `matching` (the list's query,
 * without its order and page) counted. A search that finds a few rows costs one query, not two; after
 * a full page, the count reads the index pages the page's own query has just brought into memory.
 */
export async function listTotal<DB, TB extends keyof DB>(
  rowsOnPage: number,
  { page, limit }: PageRequest,
  matching: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  if (rowsOnPage < limit && (rowsOnPage > 0 || page === 0)) return page * limit + rowsOnPage;
  // A query generic in its tables leaves Kysely unable to name the selection's type.
  const row = (await matching
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()) as { n: number | string };
  return Number(row.n);
}

type ListedTable = 'users' | 'contact_messages' | 'template_messages' | 'notification_emails';

/** The admin tables: newest first (id breaks ties: UUIDv7 is time-ordered), with the total count. */
export function createAdminRepo(db: Kysely<Database>) {
  function newestFirst<T extends ListedTable>(table: T, { page, limit }: PageRequest) {
    return db
      .selectFrom(table as ListedTable)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(page * limit);
  }

  return {
    async users(p: PageRequest): Promise<AdminPage<AdminUserRow>> {
      const rows = await newestFirst('users', p)
        .select(['id', 'user_name', 'full_name', 'email', 'role', 'created_at'])
        .execute();
      return {
        users: rows.map((r) => ({
          _id: r.id,
          userName: r.user_name,
          fullName: r.full_name,
          email: r.email,
          role: r.role,
          createdAt: toIsoString(r.created_at),
        })),
        total: await listTotal(rows.length, p, db.selectFrom('users')),
      };
    },

    async contactMessages(p: PageRequest): Promise<AdminPage<AdminContactRow>> {
      const rows = await newestFirst('contact_messages', p)
        .select(['id', 'name', 'email', 'message', 'created_at'])
        .execute();
      return {
        users: rows.map((r) => ({
          _id: r.id,
          name: r.name,
          email: r.email,
          message: r.message,
          createdAt: toIsoString(r.created_at),
        })),
        total: await listTotal(rows.length, p, db.selectFrom('contact_messages')),
      };
    },

    async templateMessages(p: PageRequest): Promise<AdminPage<AdminTemplateRow>> {
      const rows = await newestFirst('template_messages', p)
        .select(['id', 'email', 'email_text', 'created_at'])
        .execute();
      return {
        users: rows.map((r) => ({
          _id: r.id,
          email: r.email,
          emailText: r.email_text,
          createdAt: toIsoString(r.created_at),
        })),
        total: await listTotal(rows.length, p, db.selectFrom('template_messages')),
      };
    },

    async notificationEmails(p: PageRequest): Promise<AdminPage<AdminNotificationRow>> {
      const rows = await newestFirst('notification_emails', p)
        .select(['id', 'email', 'is_active', 'created_at'])
        .execute();
      return {
        users: rows.map((r) => ({
          _id: r.id,
          email: r.email,
          isActive: Boolean(r.is_active),
          createdAt: toIsoString(r.created_at),
        })),
        total: await listTotal(rows.length, p, db.selectFrom('notification_emails')),
      };
    },

    /** Payments owed back (a second payment for a paid portfolio), newest first, with the payer. */
    async refunds({ page, limit }: PageRequest): Promise<AdminPage<AdminRefundRow>> {
      const due = db.selectFrom('orders').where('orders.status', '=', 'refund_due');
      const rows = await due
        // Orders outlive their payer's account: its e-mail is then null.
        .leftJoin('users', 'users.id', 'orders.user_id')
        .select([
          'orders.id',
          'orders.hosting_name',
          'users.email',
          'orders.amount',
          'orders.currency',
          'orders.payment_id',
          'orders.note',
          'orders.paid_at',
          'orders.created_at',
        ])
        .orderBy('orders.paid_at', 'desc')
        .orderBy('orders.id', 'desc')
        .limit(limit)
        .offset(page * limit)
        .execute();
      const total = await listTotal(rows.length, { page, limit }, due);
      return {
        users: rows.map((r) => ({
          _id: r.id,
          hostingName: r.hosting_name,
          email: r.email,
          amount: r.amount,
          currency: r.currency,
          paymentId: r.payment_id ?? '',
          note: r.note ?? '',
          createdAt: toIsoString(r.paid_at ?? r.created_at),
        })),
        total,
      };
    },
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;

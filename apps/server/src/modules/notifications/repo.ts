import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type NewContactMessage = {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
};
type NewTemplateMessage = {
  id: string;
  userId: string;
  email: string;
  emailText: string;
  createdAt: string;
};

export function createNotificationsRepo(db: Kysely<Database>) {
  return {
    async insertContactMessage(m: NewContactMessage): Promise<void> {
      await db
        .insertInto('contact_messages')
        .values({ id: m.id, name: m.name, email: m.email, message: m.message, created_at: m.createdAt })
        .execute();
    },

    /** Adds the address, or re-activates it when it is there already: never a second row. */
    async upsertNotificationEmail(id: string, email: string, now: string): Promise<void> {
      await db
        .insertInto('notification_emails')
        .values({ id, email, is_active: true, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('email').doUpdateSet({ is_active: true, updated_at: now }))
        .execute();
    },

    async insertTemplateMessage(m: NewTemplateMessage): Promise<void> {
      await db
        .insertInto('template_messages')
        .values({
          id: m.id,
          user_id: m.userId,
          email: m.email,
          email_text: m.emailText,
          created_at: m.createdAt,
        })
        .execute();
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type NewContactMessage = {
  id: string;
  name: string;
  email: string;
  message: string;
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
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;

import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type Database, toIsoString } from '../../db/schema.ts';
import type { Mail } from './mailer.ts';

/** The development outbox: mails kept instead of sent, newest first for the dev mailbox. */
export function createOutboxRepo(db: Kysely<Database>) {
  return {
    async insert(mail: Mail): Promise<void> {
      await db
        .insertInto('mail_outbox')
        .values({
          id: uuidv7(),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          reply_to: mail.replyTo ?? null,
          created_at: new Date().toISOString(),
        })
        .execute();
    },

    async latest(limit: number): Promise<(Mail & { createdAt: string })[]> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['to', 'subject', 'text', 'html', 'reply_to', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(({ created_at, reply_to, ...mail }) => ({
        ...mail,
        ...(reply_to && { replyTo: reply_to }),
        createdAt: toIsoString(created_at),
      }));
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;

import type { User } from '@portfolio/shared/auth';
import type { ContactMessageInput } from '@portfolio/shared/contact';
import { v7 as uuidv7 } from 'uuid';
import { type Clock, isoNow } from '../../lib/clock.ts';
import type { Mailer } from '../mail/mailer.ts';
import { templateRequestMail } from '../mail/templates.ts';
import type { NotificationsRepo } from './repo.ts';

type Deps = {
  repo: NotificationsRepo;
  mailer: Mailer;
  log: { warn(details: { err: unknown }, message: string): void };
  clock: Clock;
};

export function createNotificationsService({ repo, mailer, log, clock }: Deps) {
  const now = () => isoNow(clock);

  return {
    saveContactMessage: (input: ContactMessageInput) =>
      repo.insertContactMessage({ id: uuidv7(), ...input, createdAt: now() }),

    subscribe: (email: string) => repo.upsertNotificationEmail(uuidv7(), email, now()),

    /**
     * Stored with the sender's account, so the reply goes to the address they signed in with, and
     * acknowledged by mail (a courtesy: a mail that cannot be sent loses nothing stored).
     */
    async saveTemplateMessage(user: User, emailText: string): Promise<void> {
      await repo.insertTemplateMessage({
        id: uuidv7(),
        userId: user._id,
        email: user.email,
        emailText,
        createdAt: now(),
      });
      try {
        await mailer.send(templateRequestMail(user.email, emailText));
      } catch (error) {
        log.warn({ err: error }, 'The template request acknowledgement could not be sent.');
      }
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

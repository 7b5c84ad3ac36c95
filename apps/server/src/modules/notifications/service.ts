import type { User } from '@portfolio/shared/auth';
import type { ContactMessageInput } from '@portfolio/shared/contact';
import { v7 as uuidv7 } from 'uuid';
import type { NotificationsRepo } from './repo.ts';

const now = () => new Date().toISOString();

export function createNotificationsService(repo: NotificationsRepo) {
  return {
    saveContactMessage: (input: ContactMessageInput) =>
      repo.insertContactMessage({ id: uuidv7(), ...input, createdAt: now() }),

    subscribe: (email: string) => repo.upsertNotificationEmail(uuidv7(), email, now()),

    /** Stored with the sender's account, so the reply goes to the address they signed in with. */
    saveTemplateMessage: (user: User, emailText: string) =>
      repo.insertTemplateMessage({
        id: uuidv7(),
        userId: user._id,
        email: user.email,
        emailText,
        createdAt: now(),
      }),
  };
}

import type { ContactMessageInput } from '@portfolio/shared/contact';
import { v7 as uuidv7 } from 'uuid';
import type { NotificationsRepo } from './repo.ts';

export function createNotificationsService(repo: NotificationsRepo) {
  return {
    async saveContactMessage(input: ContactMessageInput): Promise<void> {
      await repo.insertContactMessage({ id: uuidv7(), ...input, createdAt: new Date().toISOString() });
    },
  };
}

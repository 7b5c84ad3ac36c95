import { apiPaths } from '@portfolio/shared/api';
import { contactMessageSchema, contactMessages } from '@portfolio/shared/contact';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/validate.ts';
import { createNotificationsRepo } from './repo.ts';
import { createNotificationsService } from './service.ts';

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const service = createNotificationsService(createNotificationsRepo(app.db));

  app.post(apiPaths.contactMessage, async (request, reply) => {
    const input = parseInput(contactMessageSchema, request.body);
    await service.saveContactMessage(input);
    return reply.status(201).send({ success: true, message: contactMessages.sent });
  });
}

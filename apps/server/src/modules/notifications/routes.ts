import { apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import { contactMessageSchema, contactMessages } from '@portfolio/shared/contact';
import {
  notificationEmailSchema,
  notifyMessages,
  templateMessageSchema,
  templateMessages,
} from '@portfolio/shared/notifications';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/validate.ts';
import type { NotificationsService } from './service.ts';

/** Contact messages, launch notifications and template requests (SPEC.md §7 notification calls). */
export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications: service }: { notifications: NotificationsService },
): Promise<void> {
  // Anyone can post these forms; a per-IP limit keeps one visitor from flooding the tables.
  const limited = { rateLimit: { max: app.config.formRateLimitPerMinute, timeWindow: 60_000 } };

  app.post(apiPaths.contactMessage, { config: limited }, async (request, reply) => {
    await service.saveContactMessage(parseInput(contactMessageSchema, request.body));
    return reply.status(201).send({ success: true, message: contactMessages.sent });
  });

  app.post(apiPaths.notificationEmail, { config: limited }, async (request) => {
    const { email } = parseInput(notificationEmailSchema, request.body);
    await service.subscribe(email);
    return { success: true, message: notifyMessages.subscribed };
  });

  app.post(apiPaths.sendTemplate, { config: limited, onRequest: app.requireUser }, async (request, reply) => {
    const { emailText } = parseInput(templateMessageSchema, request.body);
    await service.saveTemplateMessage(request.user as User, emailText);
    return reply.status(201).send({ success: true, message: templateMessages.sent });
  });
}

import { contactMessages } from '@portfolio/shared/contact-texts';
import { notifyMessages, templateMessages } from '@portfolio/shared/notification-texts';
import type { FastifyInstance } from 'fastify';
import { serve, signedInUser } from '../../http/api-route.ts';
import type { NotificationsService } from './service.ts';

/** Contact messages, launch notifications and template requests (docs/spec.md §7 notification calls). */
export async function notificationsRoutes(
  app: FastifyInstance,
  {
    notifications: service,
    formRateLimitPerMinute,
  }: { notifications: NotificationsService; formRateLimitPerMinute: number },
): Promise<void> {
  // Anyone can post these forms; a per-IP limit keeps one visitor from flooding the tables.
  const limited = { rateLimit: { max: formRateLimitPerMinute, timeWindow: 60_000 } };

  serve(
    app,
    'contactMessage',
    async (request, reply) => {
      await service.saveContactMessage(request.body);
      return reply.status(201).send({ success: true, message: contactMessages.sent });
    },
    limited,
  );

  serve(
    app,
    'notificationEmail',
    async (request) => {
      await service.subscribe(request.body.email);
      return { success: true, message: notifyMessages.subscribed };
    },
    limited,
  );

  serve(
    app,
    'sendTemplate',
    async (request, reply) => {
      await service.saveTemplateMessage(signedInUser(request), request.body.emailText);
      return reply.status(201).send({ success: true, message: templateMessages.sent });
    },
    limited,
  );
}

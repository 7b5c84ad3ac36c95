import { apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import { contactMessageSchema } from '@portfolio/shared/contact';
import { contactMessages } from '@portfolio/shared/contact-texts';
import { notifyMessages, templateMessages } from '@portfolio/shared/notification-texts';
import { notificationEmailSchema, templateMessageSchema } from '@portfolio/shared/notifications';
import type { FastifyInstance } from 'fastify';
import { documented } from '../../http/api-docs.ts';
import { parseInput } from '../../http/validate.ts';
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

  app.post(
    apiPaths.contactMessage,
    documented(
      { summary: 'Stores a message from the About us form', body: contactMessageSchema, status: 201 },
      limited,
    ),
    async (request, reply) => {
      await service.saveContactMessage(parseInput(contactMessageSchema, request.body));
      return reply.status(201).send({ success: true, message: contactMessages.sent });
    },
  );

  app.post(
    apiPaths.notificationEmail,
    documented({ summary: 'Signs an address up for launch news', body: notificationEmailSchema }, limited),
    async (request) => {
      const { email } = parseInput(notificationEmailSchema, request.body);
      await service.subscribe(email);
      return { success: true, message: notifyMessages.subscribed };
    },
  );

  app.post(
    apiPaths.sendTemplate,
    {
      onRequest: app.requireUser,
      ...documented(
        {
          summary: 'Asks for the template by e-mail',
          access: 'user',
          body: templateMessageSchema,
          status: 201,
        },
        limited,
      ),
    },
    async (request, reply) => {
      const { emailText } = parseInput(templateMessageSchema, request.body);
      await service.saveTemplateMessage(request.user as User, emailText);
      return reply.status(201).send({ success: true, message: templateMessages.sent });
    },
  );
}

import { apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import {
  inboxPageSchema,
  inboxQuerySchema,
  markReadSchema,
  messageIdSchema,
  siteOptionsSchema,
} from '@portfolio/shared/site-messages';
import type { FastifyInstance } from 'fastify';
import { documented, type RouteDoc } from '../../http/api-docs.ts';
import { parseInput } from '../../http/validate.ts';
import type { PortfoliosService } from '../portfolios/service.ts';
import type { SiteMessagesService } from './service.ts';

/** The owner's inbox of messages from their sites' contact forms, and the form's on/off switch. */
export async function siteMessagesRoutes(
  app: FastifyInstance,
  { messages, portfolios }: { messages: SiteMessagesService; portfolios: PortfoliosService },
): Promise<void> {
  const userId = (request: { user: User | null }) => (request.user as User)._id;
  const owner = (doc: Omit<RouteDoc, 'access'>) => ({
    onRequest: app.requireUser,
    ...documented({ ...doc, access: 'user' }),
  });

  app.get(
    apiPaths.siteMessages,
    owner({
      summary: "Messages sent through one of the user's sites, newest first, paged",
      query: inboxQuerySchema,
      data: inboxPageSchema,
    }),
    async (request) => {
      const { portfolioId, page, limit } = parseInput(inboxQuerySchema, request.query);
      return { success: true, data: await messages.inbox(userId(request), portfolioId, { page, limit }) };
    },
  );

  app.post(
    apiPaths.siteMessageRead,
    owner({ summary: 'Marks a message read or unread', body: markReadSchema }),
    async (request) => {
      const { id, read } = parseInput(markReadSchema, request.body);
      await messages.markRead(userId(request), id, read);
      return { success: true, message: read ? 'Marked as read.' : 'Marked as unread.' };
    },
  );

  app.post(
    apiPaths.siteMessageDelete,
    owner({ summary: 'Deletes a message for good', body: messageIdSchema }),
    async (request) => {
      const { id } = parseInput(messageIdSchema, request.body);
      await messages.remove(userId(request), id);
      return { success: true, message: 'Message deleted.' };
    },
  );

  app.post(
    apiPaths.siteOptions,
    owner({
      summary: "Turns a site's contact form or its CV link on or off (a live site is published again)",
      body: siteOptionsSchema,
    }),
    async (request) => {
      const { portfolioId, contactForm, resumeLink } = parseInput(siteOptionsSchema, request.body);
      const said: string[] = [];
      if (contactForm !== undefined) {
        await messages.setContactForm(userId(request), portfolioId, contactForm);
        said.push(
          contactForm ? 'Your site shows its contact form.' : 'Your site no longer shows a contact form.',
        );
      }
      if (resumeLink !== undefined) {
        await portfolios.setResumeLink(userId(request), portfolioId, resumeLink);
        said.push(resumeLink ? 'Your site links your CV.' : 'Your site no longer links your CV.');
      }
      return { success: true, message: said.join(' ') };
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve, signedInUser } from '../../http/api-route.ts';
import type { PortfoliosService } from '../portfolios/service.ts';
import type { SiteMessagesService } from './service.ts';

/** The owner's inbox of messages from their sites' contact forms, and the form's on/off switch. */
export async function siteMessagesRoutes(
  app: FastifyInstance,
  { messages, portfolios }: { messages: SiteMessagesService; portfolios: PortfoliosService },
): Promise<void> {
  const userId = (request: FastifyRequest) => signedInUser(request)._id;

  serve(app, 'siteMessages', async (request) => {
    const { portfolioId, page, limit } = request.query;
    return { success: true, data: await messages.inbox(userId(request), portfolioId, { page, limit }) };
  });

  serve(app, 'siteMessageRead', async (request) => {
    const { id, read } = request.body;
    await messages.markRead(userId(request), id, read);
    return { success: true, message: read ? 'Marked as read.' : 'Marked as unread.' };
  });

  serve(app, 'siteMessageDelete', async (request) => {
    await messages.remove(userId(request), request.body.id);
    return { success: true, message: 'Message deleted.' };
  });

  serve(app, 'siteOptions', async (request) => {
    const { portfolioId, contactForm, resumeLink } = request.body;
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
  });
}

import { contactFormFor, submitContactForm } from './contact-form.ts';
import type { SiteMessagesDeps } from './deps.ts';
import { inboxPage, markMessageRead, removeMessage, setContactForm } from './inbox.ts';

/** The contact form of published sites, and the owner's inbox of what it brought. */
export function createSiteMessagesService(deps: SiteMessagesDeps) {
  return {
    formFor: (hostingName: string) => contactFormFor(deps, hostingName),
    submit: (hostingName: string, form: Record<string, unknown>, clientKey: string) =>
      submitContactForm(deps, hostingName, form, clientKey),
    inbox: (userId: string, portfolioId: string, paging: { page: number; limit: number }) =>
      inboxPage(deps, userId, portfolioId, paging),
    markRead: (userId: string, id: string, read: boolean) => markMessageRead(deps, userId, id, read),
    remove: (userId: string, id: string) => removeMessage(deps, userId, id),
    setContactForm: (userId: string, portfolioId: string, enabled: boolean) =>
      setContactForm(deps, userId, portfolioId, enabled),
  };
}

export type SiteMessagesService = ReturnType<typeof createSiteMessagesService>;

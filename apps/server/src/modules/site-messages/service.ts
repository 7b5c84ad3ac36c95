import type { PortfolioContent } from '@portfolio/shared/portfolio';
import {
  type InboxPage,
  type SiteMessageInput,
  siteMessageSchema,
  siteMessageTexts,
} from '@portfolio/shared/site-messages';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { fromJson } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { type Clock, DAY_MS, isoNow } from '../../lib/clock.ts';
import type { WindowCounter } from '../../shared-state/window-counter.ts';
import type { Mailer } from '../mail/mailer.ts';
import { siteMessageMail } from '../mail/templates.ts';
import { ownedPortfolio } from '../portfolios/ownership.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { Publisher } from '../sites/publisher.ts';
import type { UsersRepo } from '../users/repo.ts';
import type { ContactTokens } from './contact-token.ts';
import type { SiteMessagesRepo } from './repo.ts';

/** Per visitor (by network address), across all sites, and per site: what a person might send. */
export const CONTACT_LIMITS = {
  perClient: { max: 5, windowMs: 10 * 60 * 1000 },
  perSite: { max: 50, windowMs: DAY_MS },
} as const;

/** The answer a site's contact form gets, for its page to show. */
type ContactOutcome =
  | { kind: 'sent' }
  | { kind: 'closed' }
  | {
      kind: 'refused';
      status: 400 | 429;
      message: string;
      /** What the visitor typed, to fill the form again (none for forged posts). */
      values?: Record<'name' | 'email' | 'message', string>;
      errors?: Partial<Record<keyof SiteMessageInput, string>>;
    };

type Deps = {
  repo: SiteMessagesRepo;
  portfolios: PortfoliosRepo;
  users: UsersRepo;
  tokens: ContactTokens;
  limits: WindowCounter;
  mailer: Mailer;
  publisher: Publisher;
  /** Where the site answers (its own domain when connected), named in the owner's mail. */
  siteUrl: (site: { id: string; hosting_name: string }) => Promise<string>;
  clock: Clock;
  log: FastifyBaseLogger;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The contact form of published sites, and the owner's inbox of what it brought. */
export function createSiteMessagesService(deps: Deps) {
  const { repo, portfolios, tokens, limits, clock } = deps;

  async function ownedMessage(userId: string, id: string) {
    const found = await repo.findPortfolioOf(id);
    if (!found) throw new AppError(404, 'Message not found.');
    await ownedPortfolio(portfolios, userId, found.portfolio_id);
  }

  /** A visitor over their limit is refused before counting against the site's. */
  async function overLimit(clientKey: string, site: string): Promise<boolean> {
    const { perClient, perSite } = CONTACT_LIMITS;
    const client = await limits.hit(`client:${clientKey}`, perClient.windowMs);
    if (client.current > perClient.max) return true;
    return (await limits.hit(`site:${site}`, perSite.windowMs)).current > perSite.max;
  }

  return {
    /** What the site's form page shows: its owner's name and a fresh token; none when it takes no messages. */
    async formFor(hostingName: string): Promise<{ name: string; token: string } | undefined> {
      const row = await portfolios.findLiveByHostingName(hostingName);
      if (!row?.contact_form) return undefined;
      return {
        name: fromJson<PortfolioContent>(row.content).name,
        token: tokens.issue(hostingName, clock()),
      };
    },

    async submit(
      hostingName: string,
      form: Record<string, unknown>,
      clientKey: string,
    ): Promise<ContactOutcome> {
      const row = await portfolios.findLiveByHostingName(hostingName);
      if (!row?.contact_form) return { kind: 'closed' };
      const values = { name: text(form.name), email: text(form.email), message: text(form.message) };
      // The honeypot: a field people never see; only a program fills it.
      if (text(form.website) !== '')
        return { kind: 'refused', status: 400, message: siteMessageTexts.refused };
      const token = tokens.check(hostingName, form.token, clock());
      if (token === 'forged') return { kind: 'refused', status: 400, message: siteMessageTexts.refused };
      if (token === 'too-fast')
        return { kind: 'refused', status: 400, message: siteMessageTexts.tooFast, values };
      if (token === 'expired')
        return { kind: 'refused', status: 400, message: siteMessageTexts.expired, values };
      const parsed = siteMessageSchema.safeParse(values);
      if (!parsed.success) {
        const errors: Partial<Record<keyof SiteMessageInput, string>> = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as keyof SiteMessageInput;
          errors[field] ??= issue.message;
        }
        return { kind: 'refused', status: 400, message: Object.values(errors)[0] as string, values, errors };
      }
      if (await overLimit(clientKey, hostingName)) {
        return { kind: 'refused', status: 429, message: siteMessageTexts.tooMany, values };
      }
      const message = parsed.data;
      await repo.insert({
        id: uuidv7(),
        portfolio_id: row.id,
        ...message,
        created_at: isoNow(clock),
        read_at: null,
      });
      const owner = await deps.users.findById(row.user_id);
      if (owner) {
        // The message is kept whatever happens to the mail: the owner also finds it in the inbox.
        await deps.mailer
          .send(siteMessageMail({ to: owner.email, site: await deps.siteUrl(row), ...message }))
          .catch((error) => deps.log.warn({ err: error, site: hostingName }, 'site message mail failed'));
      }
      return { kind: 'sent' };
    },

    async inbox(
      userId: string,
      portfolioId: string,
      paging: { page: number; limit: number },
    ): Promise<InboxPage> {
      await ownedPortfolio(portfolios, userId, portfolioId);
      return repo.page(portfolioId, paging);
    },

    async markRead(userId: string, id: string, read: boolean): Promise<void> {
      await ownedMessage(userId, id);
      await repo.markRead(id, read ? isoNow(clock) : null);
    },

    async remove(userId: string, id: string): Promise<void> {
      await ownedMessage(userId, id);
      await repo.remove(id);
    },

    /** Turns the live site's contact form on or off; a live site is published again at once. */
    async setContactForm(userId: string, portfolioId: string, enabled: boolean): Promise<void> {
      const row = await ownedPortfolio(portfolios, userId, portfolioId);
      await portfolios.update(row.id, { contact_form: enabled });
      if (row.status === 'live') await deps.publisher.publish(row.id);
    },
  };
}

export type SiteMessagesService = ReturnType<typeof createSiteMessagesService>;

import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { WindowCounter } from '../../shared-state/window-counter.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { Publisher } from '../sites/publisher.ts';
import type { UsersRepo } from '../users/repo.ts';
import type { ContactTokens } from './contact-token.ts';
import type { SiteMessagesRepo } from './repo.ts';

/** What the contact form and inbox functions work with; each takes only the part it uses. */
export type SiteMessagesDeps = {
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

import type { InboxPage } from '@portfolio/shared/site-messages';
import { isoNow } from '../../lib/clock.ts';
import { NotFoundError } from '../../lib/domain-errors.ts';
import { ownedPortfolio } from '../portfolios/ownership.ts';
import type { SiteMessagesDeps } from './deps.ts';

type InboxDeps = Pick<SiteMessagesDeps, 'repo' | 'portfolios'>;

async function ownedMessage({ repo, portfolios }: InboxDeps, userId: string, id: string): Promise<void> {
  const found = await repo.findPortfolioOf(id);
  if (!found) throw new NotFoundError('Message not found.');
  await ownedPortfolio(portfolios, userId, found.portfolio_id);
}

export async function inboxPage(
  { repo, portfolios }: InboxDeps,
  userId: string,
  portfolioId: string,
  paging: { page: number; limit: number },
): Promise<InboxPage> {
  await ownedPortfolio(portfolios, userId, portfolioId);
  return repo.page(portfolioId, paging);
}

export async function markMessageRead(
  deps: InboxDeps & Pick<SiteMessagesDeps, 'clock'>,
  userId: string,
  id: string,
  read: boolean,
): Promise<void> {
  await ownedMessage(deps, userId, id);
  await deps.repo.markRead(id, read ? isoNow(deps.clock) : null);
}

export async function removeMessage(deps: InboxDeps, userId: string, id: string): Promise<void> {
  await ownedMessage(deps, userId, id);
  await deps.repo.remove(id);
}

/** Turns the live site's contact form on or off; a live site is published again at once. */
export async function setContactForm(
  { portfolios, publisher }: Pick<SiteMessagesDeps, 'portfolios' | 'publisher'>,
  userId: string,
  portfolioId: string,
  enabled: boolean,
): Promise<void> {
  const row = await ownedPortfolio(portfolios, userId, portfolioId);
  await portfolios.update(row.id, { contact_form: enabled });
  if (row.status === 'live') await publisher.publish(row.id);
}

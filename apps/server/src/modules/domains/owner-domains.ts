import crypto from 'node:crypto';
import { type CustomDomain, domainMessages } from '@portfolio/shared/domains';
import { v7 as uuidv7 } from 'uuid';
import { isUniqueViolation } from '../../db/errors.ts';
import type { CustomDomainRow } from '../../db/schema.ts';
import { isoNow } from '../../lib/clock.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/domain-errors.ts';
import type { DomainsDeps } from './deps.ts';
import { lookUp } from './domain-checks.ts';
import { domainView } from './domain-view.ts';

const view = (
  { sitesDomain, sitesIpv4 }: Pick<DomainsDeps, 'sitesDomain' | 'sitesIpv4'>,
  row: CustomDomainRow,
  hostingName: string,
): CustomDomain => domainView(row, hostingName, { sitesDomain, sitesIpv4 });

async function livePortfolio(
  { portfolios }: Pick<DomainsDeps, 'portfolios'>,
  userId: string,
  portfolioId: string,
) {
  const portfolio = await portfolios.findOwned(userId, portfolioId);
  if (!portfolio) throw new NotFoundError('Portfolio not found.');
  if (portfolio.status !== 'live') throw new ConflictError(domainMessages.notLive);
  return portfolio;
}

/** The site's canonical and Open Graph addresses follow the domain: publish again, tell the servers. */
async function domainChanged(
  { changes, publisher }: Pick<DomainsDeps, 'changes' | 'publisher'>,
  portfolioId: string,
  domain: string,
): Promise<void> {
  await changes.announce('domain', domain);
  await publisher.publish(portfolioId);
}

/** Why a domain cannot be added at all, if it cannot: the app's own, the sites', an apex without SITES_IPV4. */
function refusal(
  { appDomain, sitesDomain, sitesIpv4 }: Pick<DomainsDeps, 'appDomain' | 'sitesDomain' | 'sitesIpv4'>,
  domain: string,
): string | undefined {
  if (domain === appDomain || domain.endsWith(`.${appDomain}`)) return domainMessages.ownDomain;
  if (domain === sitesDomain || domain.endsWith(`.${sitesDomain}`)) return domainMessages.underSites;
  // A root domain can only point here with an A record, to SITES_IPV4 (CNAMEs are refused at the apex).
  if (domain.split('.').length === 2 && !sitesIpv4) return domainMessages.apexWithoutAddress;
  return undefined;
}

/** Adds (pending, with a code of its own for a TXT record) or replaces a live portfolio's domain. */
export async function addDomain(
  deps: DomainsDeps,
  userId: string,
  portfolioId: string,
  domain: string,
): Promise<CustomDomain> {
  const { repo } = deps;
  const portfolio = await livePortfolio(deps, userId, portfolioId);
  const refused = refusal(deps, domain);
  if (refused) throw new InvalidError(refused);
  const connected = await repo.connected(domain);
  if (connected && connected.portfolio_id !== portfolioId) throw new ConflictError(domainMessages.taken);
  const previous = await repo.ofPortfolio(portfolioId);
  if (previous?.domain === domain) return view(deps, previous, portfolio.hosting_name);
  await repo.replace({
    id: uuidv7(),
    portfolio_id: portfolioId,
    domain,
    token: `pm-verify=${crypto.randomBytes(16).toString('base64url')}`,
    status: 'pending',
    created_at: isoNow(deps.clock),
  });
  if (previous && previous.status !== 'pending') await domainChanged(deps, portfolioId, previous.domain);
  return view(deps, (await repo.ofPortfolio(portfolioId)) as CustomDomainRow, portfolio.hosting_name);
}

/** Looks the records up now; connects the domain when both are right. */
export async function verifyDomain(
  deps: DomainsDeps,
  userId: string,
  portfolioId: string,
): Promise<CustomDomain> {
  const { repo } = deps;
  const portfolio = await livePortfolio(deps, userId, portfolioId);
  const row = await repo.ofPortfolio(portfolioId);
  if (!row) throw new NotFoundError('This portfolio has no custom domain. Add one first.');
  const checks = await lookUp(deps, row, portfolio.hosting_name);
  const now = isoNow(deps.clock);
  const ok = checks.every((c) => c.ok);
  try {
    await repo.update(row.id, {
      checks: JSON.stringify(checks),
      last_checked_at: now,
      ...(ok && {
        status: 'verified',
        verified_at: row.verified_at ? undefined : now,
        failing_since: null,
      }),
    });
  } catch (error) {
    // Another portfolio connected the same domain a moment ago.
    if (isUniqueViolation(error)) throw new ConflictError(domainMessages.taken);
    throw error;
  }
  if (ok && row.status !== 'verified') await domainChanged(deps, portfolioId, row.domain);
  return view(deps, (await repo.ofPortfolio(portfolioId)) as CustomDomainRow, portfolio.hosting_name);
}

export async function removeDomain(deps: DomainsDeps, userId: string, portfolioId: string): Promise<void> {
  await livePortfolio(deps, userId, portfolioId);
  const row = await deps.repo.ofPortfolio(portfolioId);
  if (!row) return;
  await deps.repo.remove(portfolioId);
  if (row.status !== 'pending') await domainChanged(deps, portfolioId, row.domain);
}

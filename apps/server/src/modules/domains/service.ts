import crypto from 'node:crypto';
import { type CustomDomain, type DomainCheck, domainMessages } from '@portfolio/shared/domains';
import { v7 as uuidv7 } from 'uuid';
import { isUniqueViolation } from '../../db/errors.ts';
import type { CustomDomainRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { type Clock, DAY_MS, isoNow } from '../../lib/clock.ts';
import type { ChangeBus } from '../../shared-state/change-bus.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { Publisher } from '../sites/publisher.ts';
import { type DnsCheck, DnsUnreachableError } from './dns-check.ts';
import { domainView, stillServed } from './domain-view.ts';
import type { DomainsRepo } from './repo.ts';

type Deps = {
  repo: DomainsRepo;
  portfolios: PortfoliosRepo;
  publisher: Publisher;
  changes: ChangeBus;
  check: DnsCheck;
  sitesDomain: string;
  appDomain: string;
  sitesIpv4: string | undefined;
  clock: Clock;
  log: { warn(details: { err: unknown }, message: string): void };
};

/**
 * An owner's own domain for a live portfolio: added (pending, with a code of its own for a TXT
 * record), verified by looking the records up, served once connected, checked again daily, and
 * removed at will. Refused: the app's own domain, names under the sites domain, and a domain that
 * another portfolio has connected (the database decides a race).
 */
export function createDomainsService(deps: Deps) {
  const { repo, portfolios, publisher, changes, check, sitesDomain, appDomain, sitesIpv4, clock } = deps;
  const siteHostOf = (hostingName: string) => `${hostingName}.${sitesDomain}`;

  const view = (row: CustomDomainRow, hostingName: string): CustomDomain =>
    domainView(row, hostingName, { sitesDomain, sitesIpv4 });

  async function livePortfolio(userId: string, portfolioId: string) {
    const portfolio = await portfolios.findOwned(userId, portfolioId);
    if (!portfolio) throw new AppError(404, 'Portfolio not found.');
    if (portfolio.status !== 'live') throw new AppError(409, domainMessages.notLive);
    return portfolio;
  }

  async function lookUp(row: CustomDomainRow, hostingName: string): Promise<DomainCheck[]> {
    try {
      return await check({
        domain: row.domain,
        token: row.token,
        siteHost: siteHostOf(hostingName),
        ipv4: sitesIpv4,
      });
    } catch (error) {
      if (error instanceof DnsUnreachableError)
        throw new AppError(503, domainMessages.dnsUnreachable, undefined, { cause: error });
      throw error;
    }
  }

  /** The site's canonical and Open Graph addresses follow the domain: publish again, tell the servers. */
  async function domainChanged(portfolioId: string, domain: string): Promise<void> {
    await changes.announce('domain', domain);
    await publisher.publish(portfolioId);
  }

  return {
    async add(userId: string, portfolioId: string, domain: string): Promise<CustomDomain> {
      const portfolio = await livePortfolio(userId, portfolioId);
      if (domain === appDomain || domain.endsWith(`.${appDomain}`))
        throw new AppError(400, domainMessages.ownDomain);
      if (domain === sitesDomain || domain.endsWith(`.${sitesDomain}`))
        throw new AppError(400, domainMessages.underSites);
      // A root domain can only point here with an A record, to SITES_IPV4 (CNAMEs are refused at the apex).
      if (domain.split('.').length === 2 && !sitesIpv4)
        throw new AppError(400, domainMessages.apexWithoutAddress);
      const connected = await repo.connected(domain);
      if (connected && connected.portfolio_id !== portfolioId) throw new AppError(409, domainMessages.taken);
      const previous = await repo.ofPortfolio(portfolioId);
      if (previous?.domain === domain) return view(previous, portfolio.hosting_name);
      await repo.replace({
        id: uuidv7(),
        portfolio_id: portfolioId,
        domain,
        token: `pm-verify=${crypto.randomBytes(16).toString('base64url')}`,
        status: 'pending',
        created_at: isoNow(clock),
      });
      if (previous && previous.status !== 'pending') await domainChanged(portfolioId, previous.domain);
      return view((await repo.ofPortfolio(portfolioId)) as CustomDomainRow, portfolio.hosting_name);
    },

    /** Looks the records up now; connects the domain when both are right. */
    async verify(userId: string, portfolioId: string): Promise<CustomDomain> {
      const portfolio = await livePortfolio(userId, portfolioId);
      const row = await repo.ofPortfolio(portfolioId);
      if (!row) throw new AppError(404, 'This portfolio has no custom domain. Add one first.');
      const checks = await lookUp(row, portfolio.hosting_name);
      const now = isoNow(clock);
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
        if (isUniqueViolation(error)) throw new AppError(409, domainMessages.taken);
        throw error;
      }
      if (ok && row.status !== 'verified') await domainChanged(portfolioId, row.domain);
      return view((await repo.ofPortfolio(portfolioId)) as CustomDomainRow, portfolio.hosting_name);
    },

    async remove(userId: string, portfolioId: string): Promise<void> {
      await livePortfolio(userId, portfolioId);
      const row = await repo.ofPortfolio(portfolioId);
      if (!row) return;
      await repo.remove(portfolioId);
      if (row.status !== 'pending') await domainChanged(portfolioId, row.domain);
    },

    /**
     * The daily check of connected domains (each server runs it; each domain is claimed by one).
     * Records gone: 'needs attention', served GRACE_DAYS (domain-view.ts) more; back: connected
     * again. A check that cannot reach DNS changes nothing.
     */
    async recheckDue(): Promise<number> {
      const now = clock();
      const before = new Date(now - DAY_MS).toISOString();
      let checked = 0;
      for (const row of await repo.dueForCheck(before)) {
        if (!(await repo.claimCheck(row.id, before, new Date(now).toISOString()))) continue;
        const portfolio = await portfolios.findById(row.portfolio_id);
        if (!portfolio) continue;
        let checks: DomainCheck[];
        try {
          checks = await lookUp(row, portfolio.hosting_name);
        } catch (error) {
          deps.log.warn({ err: error }, `The daily check of ${row.domain} could not reach DNS.`);
          continue;
        }
        const ok = checks.every((c) => c.ok);
        const failingSince = ok ? null : new Date(row.failing_since ?? now).toISOString();
        await repo.update(row.id, {
          checks: JSON.stringify(checks),
          status: ok ? 'verified' : 'needs_attention',
          failing_since: failingSince,
        });
        // Every server forgets what it knew of a domain that is failing or just changed: whether it
        // is still served is decided afresh (its 7 days may be up).
        if (!ok || row.status !== 'verified') await changes.announce('domain', row.domain);
        checked += 1;
      }
      return checked;
    },

    /** The hosting name a Host header's custom domain serves, if it is connected and still served. */
    async siteFor(domain: string): Promise<string | undefined> {
      const connected = await repo.connected(domain);
      return connected && stillServed(connected.failing_since, clock()) ? connected.hosting_name : undefined;
    },
  };
}

export type DomainsService = ReturnType<typeof createDomainsService>;

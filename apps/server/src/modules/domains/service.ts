import type { DomainsDeps } from './deps.ts';
import { recheckDue } from './domain-checks.ts';
import { stillServed } from './domain-view.ts';
import { addDomain, removeDomain, verifyDomain } from './owner-domains.ts';

/**
 * An owner's own domain for a live portfolio: added (pending, with a code of its own for a TXT
 * record), verified by looking the records up, served once connected, checked again daily, and
 * removed at will. Refused: the app's own domain, names under the sites domain, and a domain that
 * another portfolio has connected (the database decides a race).
 */
export function createDomainsService(deps: DomainsDeps) {
  const { repo, clock } = deps;
  return {
    add: (userId: string, portfolioId: string, domain: string) =>
      addDomain(deps, userId, portfolioId, domain),
    verify: (userId: string, portfolioId: string) => verifyDomain(deps, userId, portfolioId),
    remove: (userId: string, portfolioId: string) => removeDomain(deps, userId, portfolioId),
    recheckDue: () => recheckDue(deps),

    /** The hosting name a Host header's custom domain serves, if it is connected and still served. */
    async siteFor(domain: string): Promise<string | undefined> {
      const connected = await repo.connected(domain);
      return connected && stillServed(connected.failing_since, clock()) ? connected.hosting_name : undefined;
    },
  };
}

export type DomainsService = ReturnType<typeof createDomainsService>;

import type { CustomDomain } from '@portfolio/shared/domains';
import type { Config } from '../../config.ts';
import type { CustomDomainRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { domainView, isServing } from './domain-view.ts';
import type { DomainsRepo } from './repo.ts';

type Site = { id: string; hosting_name: string };

/**
 * Where each site answers: at its own domain once one is connected (HTTPS when the sites are
 * served over HTTPS), else at its sub-domain of SITES_DOMAIN (SITES_URL).
 */
export function createSiteAddresses(repo: DomainsRepo, config: Config, clock: Clock) {
  const scheme = config.sitesUrlTemplate.startsWith('https:') ? 'https' : 'http';
  const settings = { sitesDomain: config.sitesDomain, sitesIpv4: config.sitesIpv4 };
  const addressOf = (hostingName: string, row: CustomDomainRow | undefined) =>
    isServing(row, clock())
      ? `${scheme}://${row.domain}/`
      : config.sitesUrlTemplate.replace('{name}', hostingName);

  return {
    /** The address a site under this hosting name gets when published (no custom domain yet). */
    ofHostingName: (hostingName: string): string => addressOf(hostingName, undefined),

    /** The address a site is published under (its canonical and Open Graph URLs). */
    async of(site: Site): Promise<string> {
      return addressOf(site.hosting_name, await repo.ofPortfolio(site.id));
    },

    /** Every address a site answers at: its sub-domain's, and its own domain's while that is served. */
    async allOf(hostingName: string): Promise<string[]> {
      const row = await repo.ofHostingName(hostingName);
      const own = isServing(row, clock()) ? addressOf(hostingName, row) : undefined;
      return [addressOf(hostingName, undefined), ...(own ? [own] : [])];
    },

    /** Each site's live address and custom domain, for the owner's list of portfolios. */
    async describe(
      sites: Site[],
    ): Promise<Map<string, { liveUrl: string; customDomain: CustomDomain | null }>> {
      const rows = new Map(
        (await repo.ofPortfolios(sites.map((s) => s.id))).map((row) => [row.portfolio_id, row]),
      );
      return new Map(
        sites.map((site) => {
          const row = rows.get(site.id);
          return [
            site.id,
            {
              liveUrl: addressOf(site.hosting_name, row),
              customDomain: row ? domainView(row, site.hosting_name, settings) : null,
            },
          ];
        }),
      );
    },
  };
}

export type SiteAddresses = ReturnType<typeof createSiteAddresses>;

import type { Clock } from '../../lib/clock.ts';
import type { ChangeBus } from '../../shared-state/change-bus.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { Publisher } from '../sites/publisher.ts';
import type { DnsCheck } from './dns-check.ts';
import type { DomainsRepo } from './repo.ts';

/** What the custom-domain functions work with; each takes only the part it uses. */
export type DomainsDeps = {
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

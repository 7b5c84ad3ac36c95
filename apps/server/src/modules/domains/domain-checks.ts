import { type DomainCheck, domainMessages } from '@portfolio/shared/domains';
import type { CustomDomainRow } from '../../db/schema.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { UnavailableError } from '../../lib/domain-errors.ts';
import type { DomainsDeps } from './deps.ts';
import { DnsUnreachableError } from './dns-check.ts';

/** The domain's records looked up now; DNS out of reach is a 503. */
export async function lookUp(
  { check, sitesDomain, sitesIpv4 }: Pick<DomainsDeps, 'check' | 'sitesDomain' | 'sitesIpv4'>,
  row: CustomDomainRow,
  hostingName: string,
): Promise<DomainCheck[]> {
  try {
    return await check({
      domain: row.domain,
      token: row.token,
      siteHost: `${hostingName}.${sitesDomain}`,
      ipv4: sitesIpv4,
    });
  } catch (error) {
    if (error instanceof DnsUnreachableError)
      throw new UnavailableError(domainMessages.dnsUnreachable, { cause: error });
    throw error;
  }
}

type RecheckDeps = Pick<
  DomainsDeps,
  'repo' | 'portfolios' | 'changes' | 'check' | 'sitesDomain' | 'sitesIpv4' | 'clock' | 'log'
>;

/**
 * The daily check of connected domains (each server runs it; each domain is claimed by one).
 * Records gone: 'needs attention', served GRACE_DAYS (domain-view.ts) more; back: connected
 * again. A check that cannot reach DNS changes nothing.
 */
export async function recheckDue(deps: RecheckDeps): Promise<number> {
  const { repo, clock } = deps;
  const now = clock();
  const before = new Date(now - DAY_MS).toISOString();
  let checked = 0;
  for (const row of await repo.dueForCheck(before)) {
    if (!(await repo.claimCheck(row.id, before, new Date(now).toISOString()))) continue;
    if (await recheck(deps, row, now)) checked += 1;
  }
  return checked;
}

/** Checks one claimed domain again; false when its portfolio is gone or DNS could not be reached. */
async function recheck(deps: RecheckDeps, row: CustomDomainRow, now: number): Promise<boolean> {
  const portfolio = await deps.portfolios.findById(row.portfolio_id);
  if (!portfolio) return false;
  let checks: DomainCheck[];
  try {
    checks = await lookUp(deps, row, portfolio.hosting_name);
  } catch (error) {
    deps.log.warn({ err: error }, `The daily check of ${row.domain} could not reach DNS.`);
    return false;
  }
  const ok = checks.every((c) => c.ok);
  const failingSince = ok ? null : new Date(row.failing_since ?? now).toISOString();
  await deps.repo.update(row.id, {
    checks: JSON.stringify(checks),
    status: ok ? 'verified' : 'needs_attention',
    failing_since: failingSince,
  });
  // Every server forgets what it knew of a domain that is failing or just changed: whether it
  // is still served is decided afresh (its 7 days may be up).
  if (!ok || row.status !== 'verified') await deps.changes.announce('domain', row.domain);
  return true;
}

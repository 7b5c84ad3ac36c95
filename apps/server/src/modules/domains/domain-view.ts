import type { CustomDomain, DomainCheck } from '@portfolio/shared/domains';
import { type CustomDomainRow, fromJson, toIsoString } from '../../db/schema.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { recordsFor } from './dns-check.ts';

/** A connected domain whose records went missing keeps being served this long, then stops. */
const GRACE_DAYS = 7;

/** Whether a connected domain is still served: not missing its records for more than GRACE_DAYS. */
export function stillServed(failingSince: Date | string | null, now: number): boolean {
  return failingSince === null || new Date(failingSince).getTime() > now - GRACE_DAYS * DAY_MS;
}

/** Whether this row's domain answers with its site at `now`. */
export const isServing = (row: CustomDomainRow | undefined, now: number): row is CustomDomainRow =>
  row !== undefined && row.status !== 'pending' && stillServed(row.failing_since, now);

type DomainSettings = { sitesDomain: string; sitesIpv4: string | undefined };

/** A portfolio's custom domain as its owner sees it: status, the records to create, the last check. */
export function domainView(
  row: CustomDomainRow,
  hostingName: string,
  settings: DomainSettings,
): CustomDomain {
  const failingSince = row.failing_since ? toIsoString(row.failing_since) : null;
  return {
    domain: row.domain,
    status: row.status,
    records: recordsFor({
      domain: row.domain,
      token: row.token,
      siteHost: `${hostingName}.${settings.sitesDomain}`,
      ipv4: settings.sitesIpv4,
    }),
    checks: row.checks ? fromJson<DomainCheck[]>(row.checks) : null,
    verifiedAt: row.verified_at ? toIsoString(row.verified_at) : null,
    failingSince,
    stopsServingAt: failingSince
      ? new Date(new Date(failingSince).getTime() + GRACE_DAYS * DAY_MS).toISOString()
      : null,
  };
}

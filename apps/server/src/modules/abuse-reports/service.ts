import { type AbuseReport, operatorTexts, type ResolveReportInput } from '@portfolio/shared/operator';
import { v7 as uuidv7 } from 'uuid';
import { type Clock, isoNow } from '../../lib/clock.ts';
import { ConflictError, NotFoundError, TooManyError } from '../../lib/domain-errors.ts';
import type { WindowCounter } from '../../shared-state/window-counter.ts';
import type { AuditRepo } from '../admin/audit-log-repo.ts';
import type { Actor, Takedowns } from '../admin/takedowns.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { SiteHosts } from '../sites/site-hosts.ts';
import type { AbuseReportsRepo } from './repo.ts';

/** Reports one visitor may send: enough for a real problem, too few to bury the list. */
const PER_CLIENT = { max: 5, windowMs: 60 * 60_000 };

type Deps = {
  repo: AbuseReportsRepo;
  portfolios: PortfoliosRepo;
  hosts: SiteHosts;
  takedowns: Takedowns;
  audit: AuditRepo;
  limits: WindowCounter;
  clock: Clock;
};

/** A site's name from what a visitor typed or the footer link filled in: a name or an address. */
function nameOrHostOf(site: string): { name?: string; host?: string } {
  if (!site.includes('.') && !site.includes('/')) return { name: site };
  try {
    return { host: new URL(site.includes('://') ? site : `https://${site}`).hostname };
  } catch {
    return {};
  }
}

/** Visitors' reports of published sites, and administrators resolving them. */
export function createAbuseReports({ repo, portfolios, hosts, takedowns, audit, limits, clock }: Deps) {
  async function reportedSite(site: string) {
    const { name, host } = nameOrHostOf(site);
    const hostingName = name ?? (host ? await hosts.siteOf(host) : undefined);
    const row = hostingName ? await portfolios.findByHostingName(hostingName) : undefined;
    // Only a site that is or was on the web can be reported.
    if (!row || row.status === 'awaiting_payment') throw new NotFoundError(operatorTexts.reportNoSuchSite);
    return row;
  }

  return {
    async submit(report: AbuseReport, clientKey: string): Promise<void> {
      if ((await limits.hit(`client:${clientKey}`, PER_CLIENT.windowMs)).current > PER_CLIENT.max) {
        throw new TooManyError(operatorTexts.reportTooMany);
      }
      const site = await reportedSite(report.site);
      await repo.insert({
        id: uuidv7(),
        hostingName: site.hosting_name,
        reason: report.reason,
        details: report.details,
        reporterEmail: report.email,
        createdAt: isoNow(clock),
      });
    },

    list: repo.list,

    /** Takes the reported site down (unless it already is) or dismisses the report; recorded either way. */
    async resolve(actor: Actor, { reportId, action, reason }: ResolveReportInput): Promise<void> {
      const report = await repo.findById(reportId);
      if (!report) throw new NotFoundError(operatorTexts.reportNotFound);
      if (report.status !== 'open') throw new ConflictError(operatorTexts.reportResolved);
      const now = new Date(clock());
      if (action === 'dismiss') {
        await repo.resolve(report.id, 'dismissed', reason, now.toISOString());
        await audit.record({ actor, action: 'report_dismissed', target: report.hosting_name, reason }, now);
        return;
      }
      const site = await portfolios.findByHostingName(report.hosting_name);
      if (!site) throw new NotFoundError(operatorTexts.reportNoSuchSite);
      if (site.status === 'taken_down') {
        await audit.record({ actor, action: 'report_taken_down', target: report.hosting_name, reason }, now);
      } else {
        await takedowns.takeDown(actor, site.id, reason, 'report_taken_down');
      }
      await repo.resolve(report.id, 'taken_down', reason, now.toISOString());
    },
  };
}

export type AbuseReports = ReturnType<typeof createAbuseReports>;

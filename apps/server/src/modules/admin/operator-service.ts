import type {
  AdminMetrics,
  AdminPaymentsPage,
  AdminPortfolioRow,
  AdminPortfoliosQuery,
  PaymentsFilter,
} from '@portfolio/shared/operator';
import type { Clock } from '../../lib/clock.ts';
import type { SiteAddresses } from '../domains/site-addresses.ts';
import type { PageRequest } from './lists-repo.ts';
import type { MetricsRepo } from './metrics-repo.ts';
import type { OperatorRepo } from './operator-repo.ts';
import { paymentsCsv } from './payments-csv.ts';

type Deps = {
  repo: OperatorRepo;
  metrics: MetricsRepo;
  addresses: SiteAddresses;
  /** The currency orders are taken in (revenue is counted in it). */
  currency: string;
  clock: Clock;
};

/** What the operator's tables and charts show, from the repositories. */
export function createOperatorService({ repo, metrics, addresses, currency, clock }: Deps) {
  return {
    async portfolios(
      query: AdminPortfoliosQuery & PageRequest,
    ): Promise<{ users: AdminPortfolioRow[]; total: number }> {
      const { rows, total } = await repo.portfolios(query);
      const live = rows.filter((r) => r.status === 'live');
      const where = await addresses.describe(live.map((r) => ({ id: r._id, hosting_name: r.hostingName })));
      return { users: rows.map((r) => ({ ...r, liveUrl: where.get(r._id)?.liveUrl ?? null })), total };
    },

    async payments(filter: PaymentsFilter & PageRequest): Promise<AdminPaymentsPage> {
      const [page, totals] = await Promise.all([repo.payments(filter), repo.paymentTotals(filter)]);
      return { ...page, totals };
    },

    async paymentsCsv(filter: PaymentsFilter): Promise<string> {
      return paymentsCsv(await repo.paymentsForExport(filter));
    },

    metrics: (days: number): Promise<AdminMetrics> => metrics.perDay(days, currency, clock()),
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;

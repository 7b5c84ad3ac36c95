import type { FastifyBaseLogger } from 'fastify';
import { type Clock, DAY_MS } from '../../lib/clock.ts';
import type { AbuseReportsRepo } from '../abuse-reports/repo.ts';
import type { OrdersRepo } from '../payments/repo.ts';

/** What the privacy policy promises (features/legal/components/privacy-policy-sections.tsx). */
const KEEP = {
  /** Section 128 of the Companies Act, 2013: books of account for 8 years. */
  anonymousOrdersDays: 8 * 365 + 2,
  resolvedReportsDays: 365,
} as const;

type Deps = {
  orders: OrdersRepo;
  reports: AbuseReportsRepo;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often it looks; a day by default. */
  everyMs?: number;
};

/** Deletes what the privacy policy says is kept only so long: once started, at once and then daily. */
export function createRetention({ orders, reports, clock, log, everyMs = DAY_MS }: Deps) {
  async function run(): Promise<{ orders: number; reports: number }> {
    const before = (days: number) => new Date(clock() - days * DAY_MS).toISOString();
    return {
      orders: await orders.forgetAnonymousBefore(before(KEEP.anonymousOrdersDays)),
      reports: await reports.forgetResolvedBefore(before(KEEP.resolvedReportsDays)),
    };
  }

  function runLogged(): void {
    run().then(
      (forgotten) => {
        if (forgotten.orders + forgotten.reports > 0)
          log.info({ forgotten }, 'kept data past its time deleted');
      },
      (error: unknown) =>
        log.warn({ err: error }, 'kept data past its time could not be deleted; trying again later'),
    );
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    run,
    /** Runs now, then every `everyMs` (the lifecycle calls it). */
    start(): void {
      runLogged();
      timer = setInterval(runLogged, everyMs);
      timer.unref();
    },
    close: () => clearInterval(timer),
  };
}

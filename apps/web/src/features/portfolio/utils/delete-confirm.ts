import type { PortfolioSummary } from '@portfolio/shared/portfolio';

type Deletable = Pick<PortfolioSummary, 'status' | 'hostingName'>;

/** A paid portfolio (live, offline or taken down) is confirmed by typing its hosting name again. */
export function needsHostingName(portfolio: Deletable): boolean {
  return portfolio.status !== 'awaiting_payment';
}

/** Whether Delete may be pressed with what is typed in the confirmation field. */
export function deleteConfirmed(portfolio: Deletable, typed: string): boolean {
  return !needsHostingName(portfolio) || typed.trim() === portfolio.hostingName;
}

/** What the delete call sends: the typed name only when it is asked for. */
export function deleteInput(portfolio: Deletable & { _id: string }, typed: string) {
  return needsHostingName(portfolio)
    ? { portfolioId: portfolio._id, confirmHostingName: typed.trim() }
    : { portfolioId: portfolio._id };
}

import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { paths } from '../../../config/paths.ts';

/** What the update screen reads from navigation state (docs/spec.md §2). */
export type ManagePortfolioState = { portfolio: PortfolioDetail };

/**
 * The update screen for a portfolio: the portfolio travels as navigation state, and its id in the
 * address, so a reload or a shared link still finds it.
 */
export function manageLink(portfolio: PortfolioDetail): { to: string; state: ManagePortfolioState } {
  return { to: paths.update(portfolio._id), state: { portfolio } };
}

/** The portfolio in navigation state, when the state is one. */
export function portfolioFromState(state: unknown): PortfolioDetail | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const portfolio = (state as Partial<ManagePortfolioState>).portfolio;
  return typeof portfolio === 'object' && portfolio !== null && typeof portfolio._id === 'string'
    ? portfolio
    : undefined;
}

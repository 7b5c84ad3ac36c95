import type { PortfolioRow } from '../../db/schema.ts';
import { ForbiddenError, NotFoundError } from '../../lib/domain-errors.ts';
import type { PortfoliosRepo } from './repo.ts';

export const portfolioNotFound = 'Portfolio not found.';
const notYourPortfolio = 'This portfolio is not yours.';

/**
 * The portfolio, when it is this user's: 404 when there is none with that id, 403 when it is
 * someone else's (its stats and messages are theirs alone).
 */
export async function ownedPortfolio(
  repo: PortfoliosRepo,
  userId: string,
  id: string,
): Promise<PortfolioRow> {
  const row = await repo.findById(id);
  if (!row) throw new NotFoundError(portfolioNotFound);
  if (row.user_id !== userId) throw new ForbiddenError(notYourPortfolio);
  return row;
}

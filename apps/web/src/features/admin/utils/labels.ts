import type { PortfolioStatus } from '@portfolio/shared/portfolio';

export const portfolioStatusLabels: Record<PortfolioStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  live: 'Live',
  offline: 'Offline',
  taken_down: 'Taken down',
};

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A time as the admin tables show it. */
export function formatWhen(iso: string): string {
  return when.format(new Date(iso));
}

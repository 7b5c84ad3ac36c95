import type { User } from '@portfolio/shared/auth';
import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { usePortfolios } from '../api/get-portfolios.ts';
import { PortfolioCard } from './portfolio-card.tsx';

type LivePortfoliosProps = {
  /** The signed-in user; nothing is shown to a visitor who is not signed in. */
  user: User | null | undefined;
  /** 'Complete Payment' on a portfolio awaiting payment: starts the payment for it. */
  onCompletePayment: (portfolio: PortfolioDetail) => void;
  /** The hosting name whose payment is being started, if any. */
  payingHostingName?: string;
  /** A note for a portfolio's card from another feature (its custom domain's state), if any. */
  cardNotice?: (portfolio: PortfolioDetail) => ReactNode;
};

/** 'Your Live Portfolio' on /templates (docs/spec.md §2): a card per portfolio of the signed-in user. */
export function LivePortfolios({
  user,
  onCompletePayment,
  payingHostingName,
  cardNotice,
}: LivePortfoliosProps) {
  const headingId = useId();
  const portfolios = usePortfolios({ enabled: Boolean(user) });
  if (!user) return null;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        Your Live Portfolio
      </h2>
      <div className="mt-6">
        <QueryState
          query={portfolios}
          loading="Loading your portfolios…"
          failed="Your portfolios could not be loaded:"
          failedInline
          isEmpty={(data) => data.length === 0}
          empty={
            <div className="text-center">
              <p className="text-slate-700">You have no portfolios yet.</p>
              <Link to={paths.portfolio(1)} className={buttonClassName('primary', 'mt-4')}>
                Create your portfolio
              </Link>
            </div>
          }
        >
          {(data) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.map((portfolio) => (
                <li key={portfolio._id}>
                  <PortfolioCard
                    portfolio={portfolio}
                    onCompletePayment={onCompletePayment}
                    paying={payingHostingName === portfolio.hostingName}
                    notice={cardNotice?.(portfolio)}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}

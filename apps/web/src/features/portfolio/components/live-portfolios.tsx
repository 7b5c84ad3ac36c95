import type { User } from '@portfolio/shared/auth';
import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { type ReactNode, useEffect, useId, useRef } from 'react';
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
  /** The hosting name just paid for or saved: its card leads, with 'Your site is live' once it is. */
  justSaved?: string | undefined;
  /** Say nothing when the user has no portfolio (the home page sells to them instead). */
  hideWhenEmpty?: boolean;
};

/** The portfolio just saved first, the others in the server's order (newest first). */
function leading(portfolios: PortfolioDetail[], hostingName: string | undefined): PortfolioDetail[] {
  const first = portfolios.filter((portfolio) => portfolio.hostingName === hostingName);
  return [...first, ...portfolios.filter((portfolio) => portfolio.hostingName !== hostingName)];
}

/** 'Your Live Portfolio' on /templates (docs/spec.md §2): a card per portfolio of the signed-in user. */
export function LivePortfolios({
  user,
  onCompletePayment,
  payingHostingName,
  cardNotice,
  justSaved,
  hideWhenEmpty = false,
}: LivePortfoliosProps) {
  const headingId = useId();
  const portfolios = usePortfolios({ enabled: Boolean(user) });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Arriving after a payment or a save: the page opens here, not at the price cards.
  useEffect(() => {
    if (!justSaved) return;
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [justSaved]);
  if (!user) return null;
  if (hideWhenEmpty && (!portfolios.data || portfolios.data.length === 0)) return null;
  const saved = portfolios.data?.find((portfolio) => portfolio.hostingName === justSaved);

  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        Your Live Portfolio
      </h2>
      {saved?.status === 'live' ? (
        <p role="status" className="mt-3 rounded-lg bg-emerald-50 px-4 py-3 font-semibold text-emerald-900">
          Your site is live at <span className="font-mono break-all">{saved.liveUrl}</span>
        </p>
      ) : null}
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
              {leading(data, justSaved).map((portfolio) => (
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

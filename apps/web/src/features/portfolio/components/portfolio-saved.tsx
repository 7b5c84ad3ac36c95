import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/icons.tsx';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { manageLink } from '../utils/manage-link.ts';

type PortfolioSavedProps = {
  portfolio: PortfolioDetail;
  /** The button that takes the payment. */
  payAction: ReactNode;
};

/**
 * Shown in place of the create form once the portfolio is saved: saving it again would only be
 * refused (the name is taken, by this very portfolio), so the way on is paying or editing it.
 */
export function PortfolioSaved({ portfolio, payAction }: PortfolioSavedProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const manage = manageLink(portfolio);

  // Focus starts here, so it comes back here when the payment dialog opened over it closes.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 max-w-2xl rounded-2xl border border-emerald-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold text-slate-900 focus:outline-none"
      >
        <CheckIcon className="size-6 text-emerald-600" />
        Your portfolio is saved
      </h2>
      <p className="mt-3 leading-7 text-slate-700">
        “{portfolio.title}” goes live at{' '}
        <span className="font-mono text-sm break-all text-slate-900">{portfolio.liveUrl}</span> once the
        payment is complete. You can also pay later from your portfolios.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {payAction}
        <Link to={manage.to} state={manage.state} className={buttonClassName('secondary')}>
          Edit portfolio
        </Link>
        <Link to={paths.templates} className={buttonClassName('ghost')}>
          Go to your portfolios
        </Link>
      </div>
    </section>
  );
}

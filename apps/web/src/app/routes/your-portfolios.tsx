import type { User } from '@portfolio/shared/auth';
import { PAYMENT_AMOUNT_RUPEES } from '@portfolio/shared/payment';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DomainCardNotice } from '../../features/custom-domain/components/domain-card-notice.tsx';
import { usePayment } from '../../features/payment/hooks/use-payment.tsx';
import { getPortfoliosQueryOptions } from '../../features/portfolio/api/get-portfolios.ts';
import { LivePortfolios } from '../../features/portfolio/components/live-portfolios.tsx';
import { WithQueries } from '../with-queries.tsx';

/**
 * 'Your Live Portfolio' on /templates with its payments: a signed-in user's part of the page, so its
 * code (and the query library) is fetched only for them (templates.tsx loads it when someone is).
 */
type YourPortfoliosProps = {
  user: User;
  /** The hosting name just paid for or saved (navigation state from the payment or the update). */
  justSaved?: string | undefined;
  /** Nothing at all for a user with no portfolio. */
  hideWhenEmpty?: boolean;
};

function YourPortfoliosSection({ user, justSaved, hideWhenEmpty }: YourPortfoliosProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payment = usePayment({
    onPaid: () => queryClient.invalidateQueries({ queryKey: getPortfoliosQueryOptions().queryKey }),
  });
  return (
    <>
      <LivePortfolios
        user={user}
        payingHostingName={payment.startingFor}
        justSaved={justSaved}
        hideWhenEmpty={hideWhenEmpty}
        cardNotice={(portfolio) => <DomainCardNotice domain={portfolio.customDomain} />}
        onCompletePayment={(portfolio) =>
          payment.startPayment(PAYMENT_AMOUNT_RUPEES, portfolio.hostingName, navigate)
        }
      />
      {payment.checkoutDialog}
    </>
  );
}

export function YourPortfolios(props: YourPortfoliosProps) {
  return (
    <WithQueries>
      <YourPortfoliosSection {...props} />
    </WithQueries>
  );
}

import { PAYMENT_AMOUNT_RUPEES } from '@portfolio/shared/payment';
import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { isTemplateId, type TemplateId } from '@portfolio/shared/templates';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { CompletePaymentDialog } from '../../features/payment/components/complete-payment-dialog.tsx';
import { usePayment } from '../../features/payment/hooks/use-payment.tsx';
import { getPortfoliosQueryOptions } from '../../features/portfolio/api/get-portfolios.ts';
import { CreatePortfolioForm } from '../../features/portfolio/components/create-portfolio-form.tsx';
import { PortfolioSaved } from '../../features/portfolio/components/portfolio-saved.tsx';
import { portfolioDraftKey } from '../../features/portfolio/utils/portfolio-draft.ts';
import { RequireSignIn } from '../require-sign-in.tsx';
import { NotFoundRoute } from './not-found.tsx';

function CreatePortfolioScreen({ templateId }: { templateId: TemplateId }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const [saved, setSaved] = useState<PortfolioDetail>();
  const [paymentOpen, setPaymentOpen] = useState(false);
  const payment = usePayment({
    onPaid: () => queryClient.invalidateQueries({ queryKey: getPortfoliosQueryOptions().queryKey }),
  });

  const pay = () => {
    if (!saved) return;
    // The checkout opens over the page: this dialog makes way for it.
    setPaymentOpen(false);
    void payment.startPayment(PAYMENT_AMOUNT_RUPEES, saved.hostingName, navigate);
  };

  return (
    <Page
      title="Create Portfolio"
      heading="Create Your Portfolio"
      lead={
        <p>
          Fill in your details and watch your site take shape in the preview. Hosting Name, Cover Image,
          Title, Full Name and Email are required; everything else is optional.
        </p>
      }
    >
      {saved ? (
        <PortfolioSaved
          portfolio={saved}
          payAction={
            <Button aria-disabled={Boolean(payment.startingFor)} onClick={() => setPaymentOpen(true)}>
              {payment.startingFor ? 'Starting payment…' : 'Pay Now'}
            </Button>
          }
        />
      ) : (
        <CreatePortfolioForm
          draftKey={portfolioDraftKey(user?._id ?? '', { templateId: String(templateId) })}
          prefill={{ name: user?.fullName, email: user?.email }}
          templateId={templateId}
          onSaved={(portfolio) => {
            setSaved(portfolio);
            setPaymentOpen(true);
          }}
        />
      )}
      <CompletePaymentDialog open={paymentOpen} onClose={() => setPaymentOpen(false)} onPay={pay} />
      {payment.checkoutDialog}
    </Page>
  );
}

/** /portfolio/:id (docs/spec.md §2): the editor for template :id (1, 2 or 3), for signed-in users. */
export function CreatePortfolioRoute() {
  const { id = '' } = useParams();
  const templateId = /^\d$/.test(id) ? Number(id) : Number.NaN;
  if (!isTemplateId(templateId)) return <NotFoundRoute />;
  return (
    <RequireSignIn>
      <CreatePortfolioScreen templateId={templateId} />
    </RequireSignIn>
  );
}

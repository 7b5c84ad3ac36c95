import { PAYMENT_AMOUNT_RUPEES } from '@portfolio/shared/payment';
import { TEMPLATES, type TemplateId } from '@portfolio/shared/templates';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '../../components/button.tsx';
import { Page } from '../../components/page.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { DomainCardNotice } from '../../features/custom-domain/components/domain-card-notice.tsx';
import { MetaDescription } from '../../features/marketing/components/meta-description.tsx';
import { Testimonials } from '../../features/marketing/components/testimonials.tsx';
import { TemplateRequestForm } from '../../features/notifications/components/template-request-form.tsx';
import { useShownPrice } from '../../features/payment/api/get-price.ts';
import { usePayment } from '../../features/payment/hooks/use-payment.tsx';
import { getPortfoliosQueryOptions } from '../../features/portfolio/api/get-portfolios.ts';
import { LivePortfolios } from '../../features/portfolio/components/live-portfolios.tsx';
import { HowItWorks } from '../../features/templates/components/how-it-works.tsx';
import { RecentComments } from '../../features/templates/components/recent-comments.tsx';
import { TemplateCard } from '../../features/templates/components/template-card.tsx';
import { TemplateIncludes } from '../../features/templates/components/template-includes.tsx';
import { TemplatePreviewDialog } from '../../features/templates/components/template-preview-dialog.tsx';
import { signInPath } from '../../lib/sign-in-redirect.ts';

/** A template's editor: /portfolio/1, /portfolio/2, /portfolio/3. */
const editorOf = (id: TemplateId) => `/portfolio/${id}`;

export function TemplatesRoute() {
  const navigate = useNavigate();
  const { data: user } = useUser();
  const signedIn = Boolean(user);
  // Choosing a template needs an account (docs/spec.md §6): visitors sign in first, then go on to the editor.
  const selectTo = (id: TemplateId) => (signedIn ? editorOf(id) : signInPath(editorOf(id)));
  const startTo = selectTo(1);
  const [previewed, setPreviewed] = useState<TemplateId>();
  const previewedTemplate = TEMPLATES.find((template) => template.id === previewed);
  const price = useShownPrice();
  const queryClient = useQueryClient();
  const payment = usePayment({
    onPaid: () => queryClient.invalidateQueries({ queryKey: getPortfoliosQueryOptions().queryKey }),
  });

  return (
    <Page
      title="Templates"
      heading="Choose Your Portfolio"
      lead={
        <p>
          Pick a template, fill in your details and go live with a fast, responsive and accessible portfolio
          under your own name.
        </p>
      }
    >
      <MetaDescription content="Choose a portfolio template (Techfolio, Monograph or Studio), preview it with sample data and see how Portfolio Maker turns one form into a live, fast and accessible portfolio site." />
      <div className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {TEMPLATES.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            selectTo={selectTo(template.id)}
            onPreview={() => setPreviewed(template.id)}
            price={price}
          />
        ))}
      </div>
      <div className="mt-10">
        <TemplateIncludes />
      </div>
      <TemplatePreviewDialog
        template={previewedTemplate}
        onClose={() => setPreviewed(undefined)}
        action={
          <Link to={selectTo(previewed ?? 1)} className={buttonClassName('primary')}>
            Use this template
          </Link>
        }
      />
      <div className="mt-16 space-y-16">
        <LivePortfolios
          user={user}
          payingHostingName={payment.startingFor}
          cardNotice={(portfolio) => <DomainCardNotice domain={portfolio.customDomain} />}
          onCompletePayment={(portfolio) =>
            payment.startPayment(PAYMENT_AMOUNT_RUPEES, portfolio.hostingName, navigate)
          }
        />
        {payment.checkoutDialog}
        <HowItWorks />
        <Testimonials />
        <RecentComments />
        <div className="flex justify-center">
          <Link to={startTo} className={buttonClassName('primary', 'px-8 text-base')}>
            Get Started Now
          </Link>
        </div>
        <TemplateRequestForm
          signedIn={signedIn}
          onSignInRequired={() => navigate(signInPath('/templates', 'template-request'))}
        />
      </div>
    </Page>
  );
}

import { Page } from '../../components/page.tsx';
import { FaqAccordion } from '../../features/marketing/components/faq-accordion.tsx';
import { faqItems } from '../../features/marketing/components/faq-items.tsx';
import { MetaDescription } from '../../features/marketing/components/meta-description.tsx';
import { useShownPrice } from '../../features/payment/api/get-price.ts';

export function FaqRoute() {
  const price = useShownPrice();
  return (
    <Page
      title="FAQ"
      heading="Frequently Asked Questions"
      lead={<p>How Portfolio Maker works, what it costs and what happens to your data.</p>}
    >
      <MetaDescription content="Answers about Portfolio Maker: deployment, templates, security, editing, refunds, custom domains, mobile-friendly sites, go-live time and analytics." />
      <FaqAccordion items={faqItems(price)} />
    </Page>
  );
}

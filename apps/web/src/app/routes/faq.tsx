import { Page } from '../../components/page.tsx';
import { MetaDescription } from '../../features/marketing/components/meta-description.tsx';
import { FaqList } from '../../islands/faq-list.tsx';
import { Island } from '../../islands/island.tsx';

export function FaqRoute() {
  return (
    <Page
      title="FAQ"
      heading="Frequently Asked Questions"
      lead={<p>How Portfolio Maker works, what it costs and what happens to your data.</p>}
    >
      <MetaDescription content="Answers about Portfolio Maker: deployment, templates, security, editing, refunds, custom domains, mobile-friendly sites, go-live time and analytics." />
      <Island name="faq">
        <FaqList />
      </Island>
    </Page>
  );
}

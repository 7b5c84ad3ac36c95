import { Page } from '../../components/page.tsx';
import { LAST_UPDATED, PolicyDocument } from '../../features/legal/components/policy-document.tsx';
import { termsSections } from '../../features/legal/components/terms-sections.tsx';
import { MetaDescription } from '../../features/marketing/components/meta-description.tsx';

export function TermsAndConditionsRoute() {
  return (
    <Page title="Terms and Conditions" heading="Terms and Conditions" lead={<p>{LAST_UPDATED}</p>}>
      <MetaDescription content="The terms of using Portfolio Maker: accounts, your content, acceptable use, prices and payment, publishing and hosting, refunds and liability." />
      <PolicyDocument sections={termsSections} />
    </Page>
  );
}

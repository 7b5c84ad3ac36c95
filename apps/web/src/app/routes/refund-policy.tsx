import { Page } from '../../components/page.tsx';
import { LAST_UPDATED, PolicyDocument } from '../../features/legal/components/policy-document.tsx';
import { refundPolicySections } from '../../features/legal/components/refund-policy-sections.tsx';
import { MetaDescription } from '../../features/marketing/components/meta-description.tsx';

export function RefundPolicyRoute() {
  return (
    <Page title="Refund Policy" heading="Refund Policy" lead={<p>{LAST_UPDATED}</p>}>
      <MetaDescription content="When Portfolio Maker refunds a payment: only if your portfolio was not deployed, requested within 7 days, with a reply in 1–2 and a decision in 3–5 business days." />
      <PolicyDocument sections={refundPolicySections} />
    </Page>
  );
}

import { Page } from '../../components/page.tsx';
import { LAST_UPDATED, PolicyDocument } from '../../features/legal/components/policy-document.tsx';
import { privacyPolicySections } from '../../features/legal/components/privacy-policy-sections.tsx';
import { MetaDescription } from '../../features/marketing/components/meta-description.tsx';

export function PrivacyPolicyRoute() {
  return (
    <Page title="Privacy Policy" heading="Privacy Policy" lead={<p>{LAST_UPDATED}</p>}>
      <MetaDescription content="What Portfolio Maker stores and why: your account, one-time sign-in codes, portfolios, messages, payments through our provider, session cookies and server logs." />
      <PolicyDocument sections={privacyPolicySections} />
    </Page>
  );
}

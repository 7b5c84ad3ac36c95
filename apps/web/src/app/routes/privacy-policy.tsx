import { Page } from '../../components/page.tsx';

export function PrivacyPolicyRoute() {
  return <Page title="Privacy Policy" heading="Privacy Policy" />;
}

import { Page } from '../../components/page.tsx';

export function RefundPolicyRoute() {
  return <Page title="Refund Policy" heading="Refund Policy" />;
}

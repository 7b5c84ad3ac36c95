import { Page } from '../../components/page.tsx';

export function FaqRoute() {
  return <Page title="FAQ" heading="Frequently Asked Questions" />;
}

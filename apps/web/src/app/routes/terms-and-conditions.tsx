import { Page } from '../../components/page.tsx';

export function TermsAndConditionsRoute() {
  return <Page title="Terms and Conditions" heading="Terms and Conditions" />;
}

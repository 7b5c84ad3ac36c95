import { Page } from '../../components/page.tsx';

export function UpdatePortfolioRoute() {
  return <Page title="Update Portfolio" heading="Update Portfolio" />;
}

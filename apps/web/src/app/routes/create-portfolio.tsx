import { Page } from '../../components/page.tsx';

export function CreatePortfolioRoute() {
  return <Page title="Create Portfolio" heading="Create Your Portfolio" />;
}

import { Page } from '../../components/page.tsx';

export function HomeRoute() {
  return <Page title="Home" heading="Portfolio Maker" />;
}

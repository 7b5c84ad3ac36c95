import { Page } from '../../components/page.tsx';

export function TemplatesRoute() {
  return <Page title="Templates" heading="Choose Your Portfolio" />;
}

import { Page } from '../../components/page.tsx';

export function BlogRoute() {
  return <Page title="Blog" heading="Blog" />;
}

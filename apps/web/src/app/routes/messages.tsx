import { Page } from '../../components/page.tsx';

export function MessagesRoute() {
  return <Page title="Messages" heading="Messages" />;
}

import { Page } from '../../components/page.tsx';

export function LoginRoute() {
  return <Page title="Login" heading="Login" />;
}

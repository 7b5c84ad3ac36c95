import { Page } from '../../components/page.tsx';

export function RegisterRoute() {
  return <Page title="Register" heading="Register" />;
}

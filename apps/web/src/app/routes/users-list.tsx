import { Page } from '../../components/page.tsx';

export function UsersListRoute() {
  return <Page title="Users List" heading="Users List" />;
}

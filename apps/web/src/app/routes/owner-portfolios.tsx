import { Link } from 'react-router';
import { Page } from '../../components/page.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { RequireSignIn } from '../require-sign-in.tsx';
import { YourPortfolios } from './your-portfolios.tsx';

function OwnerPortfoliosScreen() {
  const { data: user } = useUser();
  return (
    <Page
      title="Your portfolios"
      heading="Your portfolios"
      lead={<p>Your sites: open, copy or share their addresses, see their visits and manage them.</p>}
    >
      <div className="mt-10">{user ? <YourPortfolios user={user} /> : null}</div>
      <Link to={paths.templates} className={buttonClassName('ghost', 'mt-10')}>
        Start another portfolio
      </Link>
    </Page>
  );
}

/** /portfolios: a signed-in owner's home for what they own (issue 25), in the signed-in menu. */
export function OwnerPortfoliosRoute() {
  return (
    <RequireSignIn>
      <OwnerPortfoliosScreen />
    </RequireSignIn>
  );
}

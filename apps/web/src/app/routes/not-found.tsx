import { Link } from 'react-router';
import { Page } from '../../components/page.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';

export function NotFoundRoute() {
  return (
    <Page
      title="Page not found"
      heading="Page not found"
      lead={<p>The page you are looking for does not exist or has moved.</p>}
    >
      <Link to={paths.home} className={buttonClassName('primary', 'mt-8')}>
        Back to home
      </Link>
    </Page>
  );
}

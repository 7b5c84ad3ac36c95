import { Link } from 'react-router';
import { Page } from '../components/page.tsx';
import { buttonClassName } from '../components/ui/button.tsx';
import { paths } from '../config/paths.ts';

/** A screen about one of the user's portfolios, opened with an id that is not theirs or not there. */
export function PortfolioNotFound({ title }: { title: string }) {
  return (
    <Page
      title={title}
      heading="Portfolio not found"
      lead={<p>There is no portfolio of yours with this address. Choose one from your portfolios.</p>}
    >
      <Link to={paths.templates} className={buttonClassName('primary', 'mt-8')}>
        Go to your portfolios
      </Link>
    </Page>
  );
}

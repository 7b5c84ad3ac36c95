import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { getPortfoliosQueryOptions, usePortfolios } from '../../features/portfolio/api/get-portfolios.ts';
import { ContactFormSwitch } from '../../features/stats/components/contact-form-switch.tsx';
import { SiteStatsPanel } from '../../features/stats/components/site-stats-panel.tsx';
import { PageLoading } from '../page-loading.tsx';
import { PortfolioNotFound } from '../portfolio-not-found.tsx';
import { RequireSignIn } from '../require-sign-in.tsx';

function SiteStatsScreen() {
  const { portfolioId = '' } = useParams();
  const portfolios = usePortfolios();
  const queryClient = useQueryClient();
  const portfolio = portfolios.data?.find((p) => p._id === portfolioId);

  if (portfolios.isPending) return <PageLoading />;
  if (portfolios.isError) throw portfolios.error;
  if (!portfolio) return <PortfolioNotFound title="Visitor stats" />;

  const live = portfolio.status === 'live';
  return (
    <Page
      title={`Visitor stats of ${portfolio.title}`}
      heading="Visitor stats"
      lead={
        <p>
          <span className="font-semibold text-slate-900">{portfolio.title}</span> at{' '}
          <span className="font-mono text-base break-all">{portfolio.liveUrl}</span>. Counted on our server,
          without cookies or scripts; your own visits from this dashboard and robots are not counted.
        </p>
      }
    >
      <div className="mt-8 space-y-8">
        {live ? null : (
          <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300 ring-inset">
            This site is not live: nothing is counted until it is.
          </p>
        )}
        <SiteStatsPanel portfolioId={portfolio._id} />
        <ContactFormSwitch
          portfolioId={portfolio._id}
          enabled={portfolio.contactForm}
          onChanged={() => void queryClient.invalidateQueries(getPortfoliosQueryOptions())}
        />
        <div className="flex flex-wrap gap-3">
          <Link to={paths.inbox} className={buttonClassName('secondary')}>
            Messages from your sites
          </Link>
          <Link to={paths.templates} className={buttonClassName('ghost')}>
            Back to your portfolios
          </Link>
        </div>
      </div>
    </Page>
  );
}

/** /stats/:portfolioId: one of the signed-in user's sites, its visits and its contact form switch. */
export function SiteStatsRoute() {
  return (
    <RequireSignIn>
      <SiteStatsScreen />
    </RequireSignIn>
  );
}

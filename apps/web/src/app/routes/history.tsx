import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { HistoryPanel } from '../../features/history/components/history-panel.tsx';
import { getPortfoliosQueryOptions, usePortfolios } from '../../features/portfolio/api/get-portfolios.ts';
import { manageLink } from '../../features/portfolio/utils/manage-link.ts';
import { PageLoading } from '../page-loading.tsx';
import { PortfolioNotFound } from '../portfolio-not-found.tsx';
import { RequireSignIn } from '../require-sign-in.tsx';

function HistoryScreen() {
  const { portfolioId = '' } = useParams();
  const portfolios = usePortfolios();
  const queryClient = useQueryClient();
  const portfolio = portfolios.data?.find((p) => p._id === portfolioId);

  if (portfolios.isPending) return <PageLoading />;
  if (portfolios.isError) throw portfolios.error;
  if (!portfolio) return <PortfolioNotFound title="History" />;

  /** The restored portfolio shown at once in the list, then the list read again. */
  const restored = (updated: PortfolioDetail | undefined) => {
    const { queryKey } = getPortfoliosQueryOptions();
    if (updated) {
      queryClient.setQueryData(queryKey, (list: PortfolioDetail[] | undefined) =>
        list?.map((p) => (p._id === updated._id ? updated : p)),
      );
    }
    void queryClient.invalidateQueries({ queryKey });
  };

  const manage = manageLink(portfolio);
  return (
    <Page
      title={`History of ${portfolio.title}`}
      heading="Version history"
      lead={
        <p>
          Every save of <span className="font-semibold text-slate-900">{portfolio.title}</span> is kept here.
          Restoring an old version saves it as the newest one, so a restore can be undone too.
        </p>
      }
    >
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={manage.to} state={manage.state} className={buttonClassName('secondary')}>
          Edit the portfolio
        </Link>
        <Link to={paths.templates} className={buttonClassName('ghost')}>
          Back to your portfolios
        </Link>
      </div>
      <HistoryPanel key={portfolio._id} portfolio={portfolio} onRestored={restored} />
    </Page>
  );
}

/** /history/:portfolioId: a portfolio's saved versions, to preview and restore. */
export function HistoryRoute() {
  return (
    <RequireSignIn>
      <HistoryScreen />
    </RequireSignIn>
  );
}

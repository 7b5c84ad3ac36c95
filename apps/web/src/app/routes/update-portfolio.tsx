import type { CustomDomain } from '@portfolio/shared/domains';
import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { CustomDomainSection } from '../../features/custom-domain/components/custom-domain-section.tsx';
import { getPortfoliosQueryOptions, usePortfolios } from '../../features/portfolio/api/get-portfolios.ts';
import { ResumeLinkSwitch } from '../../features/portfolio/components/resume-link-switch.tsx';
import { UpdatePortfolioForm } from '../../features/portfolio/components/update-portfolio-form.tsx';
import { portfolioFromState } from '../../features/portfolio/utils/manage-link.ts';
import { portfolioDraftKey } from '../../features/portfolio/utils/portfolio-draft.ts';
import { PageLoading } from '../page-loading.tsx';
import { PortfolioNotFound } from '../portfolio-not-found.tsx';
import { RequireSignIn } from '../require-sign-in.tsx';

function UpdatePortfolioScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const fromState = portfolioFromState(location.state);
  const id = searchParams.get('id') ?? fromState?._id;
  const portfolios = usePortfolios();
  const { data: user } = useUser();
  const queryClient = useQueryClient();

  // The list is the truth; the navigation state (docs/spec.md §2) shows the form while it loads.
  const portfolio =
    portfolios.data?.find((p) => p._id === id) ??
    (portfolios.isPending && fromState?._id === id ? fromState : undefined);

  const lead = (
    <p>
      Change what you like and update: a live site is republished at once. Title, Full Name and Email are
      required; everything else is optional.
    </p>
  );

  if (!portfolio && portfolios.isPending) return <PageLoading />;
  if (!portfolio && portfolios.isError) throw portfolios.error;
  if (!portfolio) return <PortfolioNotFound title="Update Portfolio" />;

  /** The domain section's changes, shown at once, then the list (and the live address) read again. */
  const domainChanged = (customDomain: CustomDomain | null | undefined) => {
    const { queryKey } = getPortfoliosQueryOptions();
    if (customDomain !== undefined) {
      queryClient.setQueryData(queryKey, (list: PortfolioDetail[] | undefined) =>
        list?.map((p) => (p._id === portfolio._id ? { ...p, customDomain } : p)),
      );
    }
    void queryClient.invalidateQueries({ queryKey });
  };

  return (
    <Page title="Update Portfolio" heading="Update Portfolio" lead={lead}>
      <Link to={paths.history(portfolio._id)} className={buttonClassName('secondary', 'mt-6')}>
        Version history
      </Link>
      <CustomDomainSection
        key={portfolio._id}
        portfolioId={portfolio._id}
        live={portfolio.status === 'live'}
        domain={portfolio.customDomain ?? null}
        liveUrl={portfolio.liveUrl}
        onChange={domainChanged}
      />
      <ResumeLinkSwitch
        key={`cv-${portfolio._id}`}
        portfolioId={portfolio._id}
        resumeLink={portfolio.resumeLink}
        live={portfolio.status === 'live'}
        undrawable={portfolio.resumeUndrawable}
      />
      <UpdatePortfolioForm
        key={portfolio._id}
        draftKey={portfolioDraftKey(user?._id ?? '', { portfolioId: portfolio._id })}
        portfolio={portfolio}
        onUpdated={() => navigate(paths.templates, { state: { saved: portfolio.hostingName } })}
      />
    </Page>
  );
}

/** /UpdateTemplateData (docs/spec.md §2): edit a portfolio, from the card's Manage or after a reload. */
export function UpdatePortfolioRoute() {
  return (
    <RequireSignIn>
      <UpdatePortfolioScreen />
    </RequireSignIn>
  );
}

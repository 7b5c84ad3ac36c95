import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { getPortfoliosQueryOptions, usePortfolios } from '../../features/portfolio/api/get-portfolios.ts';
import { SiteInboxSection } from '../../features/site-inbox/components/site-inbox-section.tsx';
import { PageLoading } from '../page-loading.tsx';
import { RequireSignIn } from '../require-sign-in.tsx';

function InboxScreen() {
  const portfolios = usePortfolios();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  // Reading and deleting here change the unread counts on the site cards: leaving the inbox marks
  // the list stale, so the page showing the cards next reads it again.
  useEffect(
    () => () => void queryClient.invalidateQueries({ ...getPortfoliosQueryOptions(), refetchType: 'none' }),
    [queryClient],
  );
  if (portfolios.isPending) return <PageLoading />;
  if (portfolios.isError) throw portfolios.error;
  // Only a paid site has ever been on the web with a form (an offline one keeps its messages).
  const sites = portfolios.data.filter((p) => p.status !== 'awaiting_payment');
  // ?site= (a site card's link) shows that site only; an unknown one shows them all.
  const chosen = sites.find((site) => site._id === searchParams.get('site'));
  const shown = chosen ? [chosen] : sites;

  return (
    <Page
      title="Inbox"
      heading="Messages from your sites"
      lead={
        <p>
          What visitors send through the Contact me page of your live sites, newest first. Each message is
          also e-mailed to you; reply from your mailbox or with the Reply button. Messages stay until you
          delete them.
        </p>
      }
    >
      {sites.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">No sites yet</p>
          <p className="mt-2 text-slate-600">
            Once your portfolio is live, visitors can write to you from it and their messages appear here.
          </p>
          <Link to={paths.templates} className={buttonClassName('primary', 'mt-6')}>
            Go to your portfolios
          </Link>
        </div>
      ) : (
        <div className="mt-10 space-y-8">
          {chosen && sites.length > 1 ? (
            <p className="text-sm text-slate-700">
              Showing the messages of {chosen.title} only.{' '}
              <Link
                to={paths.inbox}
                className="font-semibold text-indigo-700 underline hover:text-indigo-900"
              >
                Show all your sites
              </Link>
            </p>
          ) : null}
          {shown.map((site) => (
            <SiteInboxSection
              key={site._id}
              portfolioId={site._id}
              title={site.title}
              liveUrl={site.liveUrl}
              notice={
                site.contactForm ? null : (
                  <p className="mt-2 text-sm text-amber-950">
                    This site’s contact form is off.{' '}
                    <Link to={paths.stats(site._id)} className="font-semibold text-indigo-700 underline">
                      Turn it on<span className="sr-only"> for {site.title}</span>
                    </Link>
                  </p>
                )
              }
            />
          ))}
        </div>
      )}
    </Page>
  );
}

/** /inbox: the messages of all the signed-in user's sites, one section per site (one site's with ?site=). */
export function InboxRoute() {
  return (
    <RequireSignIn>
      <InboxScreen />
    </RequireSignIn>
  );
}

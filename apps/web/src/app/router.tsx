import { Suspense, useEffect } from 'react';
import { Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { type LazyPage, lazyPage, withQueries } from './lazy-page.tsx';
import { PageLoading } from './page-loading.tsx';
import { ErrorBoundary, RouteErrorFallback } from './route-error.tsx';

/** A route whose page is its own chunk, fetched when the route is first visited (kept in `handle`). */
function page(path: string | undefined, Page: LazyPage): RouteObject {
  const route = { element: <Page />, handle: Page };
  return path === undefined ? { index: true, ...route } : { path, ...route };
}

/**
 * Marks the document once the first page is React's (a prerendered one: once hydrated, which happens
 * after the layout's), for tools that must not click before the page can answer (the e2e journeys).
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

/** Pages fail and load inside the layout: the top bar and footer stay usable. */
function PageFrame() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={RouteErrorFallback} resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <PageReady />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Every route of docs/spec.md §2. Paths match case-insensitively (React Router's default), so the spec's
 * other spellings (/aboutUs, /privacyPolicy, /refundPolicy) reach the same pages.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        element: <PageFrame />,
        children: [
          page(
            undefined,
            lazyPage(() => import('./routes/home.tsx').then((m) => m.HomeRoute)),
          ),
          page(
            'templates',
            lazyPage(() => import('./routes/templates.tsx').then((m) => m.TemplatesRoute)),
          ),
          page('login', lazyPage(withQueries(() => import('./routes/login.tsx').then((m) => m.LoginRoute)))),
          page(
            'register',
            lazyPage(withQueries(() => import('./routes/register.tsx').then((m) => m.RegisterRoute))),
          ),
          page(
            'portfolio/:id',
            lazyPage(
              withQueries(() => import('./routes/create-portfolio.tsx').then((m) => m.CreatePortfolioRoute)),
            ),
          ),
          page(
            'UpdateTemplateData',
            lazyPage(
              withQueries(() => import('./routes/update-portfolio.tsx').then((m) => m.UpdatePortfolioRoute)),
            ),
          ),
          page(
            'history/:portfolioId',
            lazyPage(withQueries(() => import('./routes/history.tsx').then((m) => m.HistoryRoute))),
          ),
          page(
            'account',
            lazyPage(withQueries(() => import('./routes/account.tsx').then((m) => m.AccountRoute))),
          ),
          page(
            'FAQ',
            lazyPage(() => import('./routes/faq.tsx').then((m) => m.FaqRoute)),
          ),
          page(
            'blog',
            lazyPage(() => import('./routes/blog.tsx').then((m) => m.BlogRoute)),
          ),
          page(
            'aboutus',
            lazyPage(() => import('./routes/about-us.tsx').then((m) => m.AboutUsRoute)),
          ),
          page(
            'termsandconditions',
            lazyPage(() =>
              import('./routes/terms-and-conditions.tsx').then((m) => m.TermsAndConditionsRoute),
            ),
          ),
          page(
            'privacypolicy',
            lazyPage(() => import('./routes/privacy-policy.tsx').then((m) => m.PrivacyPolicyRoute)),
          ),
          page(
            'refundpolicy',
            lazyPage(() => import('./routes/refund-policy.tsx').then((m) => m.RefundPolicyRoute)),
          ),
          page(
            'userslist',
            lazyPage(withQueries(() => import('./routes/users-list.tsx').then((m) => m.UsersListRoute))),
          ),
          page(
            'messages',
            lazyPage(withQueries(() => import('./routes/messages.tsx').then((m) => m.MessagesRoute))),
          ),
          page(
            'console',
            lazyPage(withQueries(() => import('./routes/console.tsx').then((m) => m.ConsoleRoute))),
          ),
          page(
            'report',
            lazyPage(withQueries(() => import('./routes/report-site.tsx').then((m) => m.ReportSiteRoute))),
          ),
          // Issue 16: an owner's visitor stats per site and the inbox of their sites' contact forms.
          page(
            'stats/:portfolioId',
            lazyPage(withQueries(() => import('./routes/site-stats.tsx').then((m) => m.SiteStatsRoute))),
          ),
          page('inbox', lazyPage(withQueries(() => import('./routes/inbox.tsx').then((m) => m.InboxRoute)))),
          page(
            '*',
            lazyPage(() => import('./routes/not-found.tsx').then((m) => m.NotFoundRoute)),
          ),
        ],
      },
    ],
  },
];

/** The page for the current address, in the layout. */
export function AppRoutes() {
  return useRoutes(routes);
}

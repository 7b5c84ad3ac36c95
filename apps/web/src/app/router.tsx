import { type ComponentType, Suspense, useEffect } from 'react';
import { Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { lazyPage, withQueries } from './lazy-page.tsx';
import { PageLoading } from './page-loading.tsx';
import { ErrorBoundary, RouteErrorFallback } from './route-error.tsx';

type LoadPage = () => Promise<ComponentType>;

/**
 * A route whose page is its own chunk, fetched when the route is first visited; `handle` keeps the
 * page so that app/preload-pages.ts can fetch it before hydrating. No path: the index route.
 */
function page(path: string | undefined, load: LoadPage): RouteObject {
  const Page = lazyPage(load);
  const route = { element: <Page />, handle: Page };
  return path === undefined ? { index: true, ...route } : { path, ...route };
}

/** A page that fetches through TanStack Query: its chunk comes with the query client (decision 36). */
function queryPage(path: string, load: LoadPage): RouteObject {
  return page(path, withQueries(load));
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
          page(undefined, () => import('./routes/home.tsx').then((m) => m.HomeRoute)),
          page('templates', () => import('./routes/templates.tsx').then((m) => m.TemplatesRoute)),
          queryPage('login', () => import('./routes/login.tsx').then((m) => m.LoginRoute)),
          queryPage('register', () => import('./routes/register.tsx').then((m) => m.RegisterRoute)),
          queryPage('portfolio/:id', () =>
            import('./routes/create-portfolio.tsx').then((m) => m.CreatePortfolioRoute),
          ),
          queryPage('UpdateTemplateData', () =>
            import('./routes/update-portfolio.tsx').then((m) => m.UpdatePortfolioRoute),
          ),
          queryPage('history/:portfolioId', () => import('./routes/history.tsx').then((m) => m.HistoryRoute)),
          queryPage('account', () => import('./routes/account.tsx').then((m) => m.AccountRoute)),
          page('FAQ', () => import('./routes/faq.tsx').then((m) => m.FaqRoute)),
          page('blog', () => import('./routes/blog.tsx').then((m) => m.BlogRoute)),
          page('aboutus', () => import('./routes/about-us.tsx').then((m) => m.AboutUsRoute)),
          page('termsandconditions', () =>
            import('./routes/terms-and-conditions.tsx').then((m) => m.TermsAndConditionsRoute),
          ),
          page('privacypolicy', () =>
            import('./routes/privacy-policy.tsx').then((m) => m.PrivacyPolicyRoute),
          ),
          page('refundpolicy', () => import('./routes/refund-policy.tsx').then((m) => m.RefundPolicyRoute)),
          queryPage('userslist', () => import('./routes/users-list.tsx').then((m) => m.UsersListRoute)),
          queryPage('messages', () => import('./routes/messages.tsx').then((m) => m.MessagesRoute)),
          queryPage('console', () => import('./routes/console.tsx').then((m) => m.ConsoleRoute)),
          queryPage('report', () => import('./routes/report-site.tsx').then((m) => m.ReportSiteRoute)),
          // Issue 16: an owner's visitor stats per site and the inbox of their sites' contact forms.
          queryPage('stats/:portfolioId', () =>
            import('./routes/site-stats.tsx').then((m) => m.SiteStatsRoute),
          ),
          queryPage('inbox', () => import('./routes/inbox.tsx').then((m) => m.InboxRoute)),
          // Issue 25: an owner's home for what they own.
          queryPage('portfolios', () =>
            import('./routes/owner-portfolios.tsx').then((m) => m.OwnerPortfoliosRoute),
          ),
          page('*', () => import('./routes/not-found.tsx').then((m) => m.NotFoundRoute)),
        ],
      },
    ],
  },
];

/** The page for the current address, in the layout. */
export function AppRoutes() {
  return useRoutes(routes);
}

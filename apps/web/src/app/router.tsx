import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { PageLoading } from './page-loading.tsx';
import { RootErrorFallback, RouteErrorFallback } from './route-error.tsx';

/** A route whose page is its own chunk, fetched when the route is first visited. */
function page(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  const lazy = { Component: load };
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/**
 * Every route of docs/spec.md §2. Paths match case-insensitively (React Router's default), so the spec's
 * other spellings (/aboutUs, /privacyPolicy, /refundPolicy) reach the same pages.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorFallback,
    children: [
      {
        // Pages fail and load inside the layout: the top bar and footer stay usable.
        ErrorBoundary: RouteErrorFallback,
        HydrateFallback: PageLoading,
        children: [
          page(undefined, () => import('./routes/home.tsx').then((m) => m.HomeRoute)),
          page('templates', () => import('./routes/templates.tsx').then((m) => m.TemplatesRoute)),
          page('login', () => import('./routes/login.tsx').then((m) => m.LoginRoute)),
          page('register', () => import('./routes/register.tsx').then((m) => m.RegisterRoute)),
          page('portfolio/:id', () =>
            import('./routes/create-portfolio.tsx').then((m) => m.CreatePortfolioRoute),
          ),
          page('UpdateTemplateData', () =>
            import('./routes/update-portfolio.tsx').then((m) => m.UpdatePortfolioRoute),
          ),
          page('history/:portfolioId', () => import('./routes/history.tsx').then((m) => m.HistoryRoute)),
          page('account', () => import('./routes/account.tsx').then((m) => m.AccountRoute)),
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
          page('userslist', () => import('./routes/users-list.tsx').then((m) => m.UsersListRoute)),
          page('messages', () => import('./routes/messages.tsx').then((m) => m.MessagesRoute)),
          page('console', () => import('./routes/console.tsx').then((m) => m.ConsoleRoute)),
          page('report', () => import('./routes/report-site.tsx').then((m) => m.ReportSiteRoute)),
          // Issue 16: an owner's visitor stats per site and the inbox of their sites' contact forms.
          page('stats/:portfolioId', () => import('./routes/site-stats.tsx').then((m) => m.SiteStatsRoute)),
          page('inbox', () => import('./routes/inbox.tsx').then((m) => m.InboxRoute)),
          page('*', () => import('./routes/not-found.tsx').then((m) => m.NotFoundRoute)),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

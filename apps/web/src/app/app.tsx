import { useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { BlockingHistoryContext } from '../hooks/use-blocker.ts';
import { createBlockingHistory } from '../lib/blocking-history.ts';
import { AppProvider } from './provider.tsx';
import { ErrorBoundary, RootErrorFallback } from './route-error.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The app inside a router: the browser's (below) or the build's StaticRouter (app/prerender.tsx),
 * one tree so that hydration finds the markup it would render.
 */
export function AppTree() {
  return (
    <AppProvider>
      <ErrorBoundary fallback={RootErrorFallback}>
        <AppRoutes />
      </ErrorBoundary>
    </AppProvider>
  );
}

export function App() {
  const [history] = useState(createBlockingHistory);
  return (
    <BlockingHistoryContext value={history}>
      <HistoryRouter history={history}>
        <AppTree />
      </HistoryRouter>
    </BlockingHistoryContext>
  );
}

import { useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { BlockingHistoryContext } from '../hooks/use-blocker.ts';
import { createBlockingHistory } from '../lib/blocking-history.ts';
import { AppProvider } from './provider.tsx';
import { ErrorBoundary, RootErrorFallback } from './route-error.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  const [history] = useState(createBlockingHistory);
  return (
    <BlockingHistoryContext value={history}>
      <HistoryRouter history={history}>
        <AppProvider>
          <ErrorBoundary fallback={RootErrorFallback}>
            <AppRoutes />
          </ErrorBoundary>
        </AppProvider>
      </HistoryRouter>
    </BlockingHistoryContext>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { unstable_HistoryRouter as HistoryRouter, UNSAFE_createMemoryHistory } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';

type UserEventOptions = NonNullable<Parameters<typeof userEvent.setup>[0]>;

export type RenderAppOptions = {
  /** The address the app is at: path, query and fragment. */
  path?: string;
  /** How the user types and clicks; with fake timers, `{ advanceTimers: vi.advanceTimersByTime }`. */
  user?: UserEventOptions;
};

/**
 * Renders `ui` inside the app's providers: a query client as the app makes it (lib/query-client.ts,
 * which app/with-queries.tsx gives the pages) and the app's kind of router over a history in memory at
 * `path`. Returns Testing Library's result, a user to act with and the history (where a link or
 * navigation led: `history.location`, `history.action`).
 *
 * Not in StrictMode (main.tsx is): its second mount exists only in React's development build, and it
 * aborts and repeats every request, which tests that count requests would see and users never do.
 */
export function renderApp(ui: ReactElement, { path = '/', user }: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <HistoryRouter history={history}>{ui}</HistoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user: userEvent.setup(user), history };
}

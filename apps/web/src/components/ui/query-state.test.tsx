// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type QueryLike, QueryState } from './query-state.tsx';

type Versions = string[];

const query = (state: Partial<QueryLike<Versions>>): QueryLike<Versions> => ({
  isPending: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...state,
});

function History({ result }: { result: QueryLike<Versions> }) {
  return (
    <QueryState
      query={result}
      loading="Loading the history…"
      failed="The history could not be loaded."
      isEmpty={(versions) => versions.length === 0}
      empty="No versions are saved yet."
    >
      {(versions) => (
        <ul aria-label="Saved versions">
          {versions.map((version) => (
            <li key={version}>{version}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('says it is loading, as a status, before the answer', () => {
    render(<History result={query({ isPending: true })} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the history…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says what failed and why, as an alert, and Retry asks again', async () => {
    const result = query({ error: new Error('The server could not be reached.') });
    render(<History result={result} />);

    expect(screen.getByRole('alert').textContent).toBe(
      'The history could not be loaded.The server could not be reached.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(result.refetch).toHaveBeenCalledTimes(1);
  });

  it('says Retrying… and takes no second click while the retry runs', () => {
    render(<History result={query({ error: new Error('Down.'), isFetching: true })} />);
    const button = screen.getByRole('button', { name: 'Retrying…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('says there is nothing yet when the answer is empty', () => {
    render(<History result={query({ data: [] })} />);
    expect(screen.getByText('No versions are saved yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the content once there is some, and keeps it when a later fetch fails', () => {
    const { rerender } = render(<History result={query({ data: ['Monday', 'Tuesday'] })} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Monday', 'Tuesday']);

    rerender(<History result={query({ data: ['Monday', 'Tuesday'], error: new Error('Down.') })} />);
    expect(screen.getByRole('list', { name: 'Saved versions' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes explicit props too: a failure with the reason in the same sentence, and its own retry label', async () => {
    const onRetry = vi.fn();
    render(
      <QueryState
        pending={false}
        error={new Error('Down.')}
        data={undefined}
        onRetry={onRetry}
        loading="Loading…"
        failed="Your portfolios could not be loaded:"
        failedInline
        retryLabel="Retry"
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Your portfolios could not be loaded: Down.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

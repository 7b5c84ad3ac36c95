import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** The part of a TanStack Query result this needs (`useQuery`'s answer fits as it is). */
export type QueryLike<T> = {
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
  isFetching?: boolean;
};

type Texts = {
  /** The loading line, e.g. 'Loading the history…'. */
  loading: string;
  /** The first line of a failure, e.g. 'The figures could not be loaded.'; the server's reason follows. */
  failed: string;
  /** The failure as one sentence that ends with the reason ('… could not be loaded: reason'). */
  failedInline?: boolean;
  retryLabel?: string;
  /** Shown in the place of the content when `isEmpty` says there is nothing to show. */
  empty?: ReactNode;
  /** Inside a card of its own: no frame of its own, the card's padding. */
  inset?: boolean;
};

type Source<T> =
  | { query: QueryLike<T> }
  | {
      pending: boolean;
      error: Error | null | undefined;
      data: T | undefined;
      onRetry: () => unknown;
      retrying?: boolean;
    };

type QueryStateProps<T> = Source<T> &
  Texts & {
    isEmpty?: (data: T) => boolean;
    children: (data: T) => ReactNode;
  };

function fromSource<T>(source: Source<T>) {
  if ('query' in source) {
    const { query } = source;
    return {
      pending: query.isPending,
      error: query.error,
      data: query.data,
      onRetry: () => void query.refetch(),
      retrying: query.isFetching ?? false,
    };
  }
  return { ...source, retrying: source.retrying ?? false };
}

/**
 * A read's three other states in one shape: a loading line (a status), a failure with its reason (an
 * alert) and Retry, and what an empty answer says; the content once there is some. Data already on
 * screen stays when a later fetch fails.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { pending, error, data, onRetry, retrying } = fromSource(props);
  const { loading, failed, failedInline, retryLabel = 'Try again', empty, inset, isEmpty, children } = props;

  if (data === undefined && error) {
    return (
      <ErrorState
        failed={failed}
        reason={error.message}
        inline={failedInline}
        retryLabel={retryLabel}
        retrying={retrying}
        onRetry={onRetry}
        inset={inset}
      />
    );
  }
  if (pending || data === undefined) return <LoadingState text={loading} inset={inset} />;
  if (empty !== undefined && isEmpty?.(data)) {
    return (
      <div
        className={
          inset
            ? 'px-4 py-8 text-sm text-slate-600 sm:px-5'
            : 'rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700'
        }
      >
        {empty}
      </div>
    );
  }
  return children(data);
}

/** A loading line that assistive technology reads out once. */
export function LoadingState({ text, inset = false }: { text: string; inset?: boolean }) {
  return (
    <p
      role="status"
      className={`flex items-center gap-3 text-slate-600 ${inset ? 'px-4 py-8 text-sm sm:px-5' : ''}`}
    >
      <Spinner />
      {text}
    </p>
  );
}

type ErrorStateProps = {
  failed: string;
  reason: string;
  inline?: boolean;
  retryLabel: string;
  retrying: boolean;
  onRetry: () => void;
  inset?: boolean;
};

/** Why a read failed, as an alert, and the button that reads again. */
export function ErrorState({
  failed,
  reason,
  inline,
  retryLabel,
  retrying,
  onRetry,
  inset,
}: ErrorStateProps) {
  return (
    <div
      className={
        inset
          ? 'px-4 py-6 text-sm text-red-900 sm:px-5'
          : 'rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900'
      }
    >
      <div role="alert">
        {inline ? (
          <p>
            {failed} {reason}
          </p>
        ) : (
          <>
            <p className="font-semibold">{failed}</p>
            <p className="mt-1 text-sm">{reason}</p>
          </>
        )}
      </div>
      <Button variant="secondary" className="mt-4" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Retrying…' : retryLabel}
      </Button>
    </div>
  );
}

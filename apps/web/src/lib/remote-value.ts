import { useEffect, useSyncExternalStore } from 'react';
import { createListeners } from './listeners.ts';
import { READ_TRIES, worthRetrying } from './retry.ts';

export type RemoteState<T> =
  | { status: 'pending'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export type RemoteValue<T> = {
  get: () => RemoteState<T>;
  subscribe: (onChange: () => void) => () => void;
  /** Fetches it unless it is known and fresh, or on its way. */
  load: () => void;
  /** Writes it directly (what an answer already said), with no request. */
  set: (data: T) => void;
  /** Fetches it again, showing the known value meanwhile. */
  refresh: () => Promise<void>;
};

type Options<T> = {
  /** A value known without asking (or undefined to ask). */
  initial?: () => T | undefined;
  /** After this long the value is asked for again when the tab comes back into view. */
  staleAfterMs?: number;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One value of the server's that the top bar and the pages share (who is signed in, the price): asked
 * for once, retried like every read, written by whatever learns it first. The code every page loads
 * first keeps to this rather than the query library, which the pages that need it load with them.
 */
export function createRemoteValue<T>(fetcher: () => Promise<T>, options: Options<T> = {}): RemoteValue<T> {
  let state: RemoteState<T> = { status: 'pending', data: undefined, error: undefined };
  let known = false;
  let fetchedAt = 0;
  let inFlight: Promise<void> | undefined;
  const watchers = createListeners();

  const write = (next: RemoteState<T>) => {
    state = next;
    watchers.notify();
  };
  const set = (data: T) => {
    known = true;
    fetchedAt = Date.now();
    write({ status: 'success', data, error: undefined });
  };

  const fetchNow = () => {
    inFlight ??= (async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          set(await fetcher());
          return;
        } catch (error) {
          if (attempt >= READ_TRIES || !worthRetrying(error)) {
            // A known value stays shown when asking again fails.
            if (state.status !== 'success') write({ status: 'error', data: undefined, error });
            return;
          }
          await wait(1000 * 2 ** (attempt - 1));
        }
      }
    })().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  const value: RemoteValue<T> = {
    get: () => {
      // Read while rendering: it takes the known value in silence (nobody is told of a change).
      const initial = known ? undefined : options.initial?.();
      if (initial !== undefined) {
        known = true;
        fetchedAt = Date.now();
        state = { status: 'success', data: initial, error: undefined };
      }
      return state;
    },
    subscribe: watchers.subscribe,
    load() {
      value.get();
      if (!known && state.status !== 'error') void fetchNow();
    },
    set,
    refresh: fetchNow,
  };

  const { staleAfterMs } = options;
  if (staleAfterMs !== undefined && typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && known && Date.now() - fetchedAt > staleAfterMs) {
        void fetchNow();
      }
    });
  }
  return value;
}

/**
 * The value for React, fetched on first use. While a prerendered page hydrates, and when rendering on
 * the server, it is `serverState` (what the page's HTML was built with), so the markup matches even if
 * the answer arrives mid-way; React renders the real state right after.
 */
export function useRemoteValue<T>(value: RemoteValue<T>, serverState: RemoteState<T>): RemoteState<T> {
  useEffect(() => value.load(), [value]);
  return useSyncExternalStore(value.subscribe, value.get, () => serverState);
}

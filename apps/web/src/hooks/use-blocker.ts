import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { BlockingHistory, HeldNavigation, ShouldBlock } from '../lib/blocking-history.ts';

/** The app's history (app/app.tsx); absent where a page renders without it (prerendering, tests). */
export const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

const nothingHeld = () => null;
const noSubscription = () => () => {};

/**
 * Holds every navigation that `shouldBlock` says must wait (lib/blocking-history.ts) and returns the
 * one being held, if any, to proceed with or to reset.
 */
export function useBlocker(shouldBlock: ShouldBlock): HeldNavigation | null {
  const history = useContext(BlockingHistoryContext);
  useEffect(() => history?.block(shouldBlock), [history, shouldBlock]);
  return useSyncExternalStore(
    history?.subscribe ?? noSubscription,
    history?.held ?? nothingHeld,
    nothingHeld,
  );
}

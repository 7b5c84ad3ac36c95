import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server or hydrates a prerendered page, true afterwards: what
 * depends on the browser (who is signed in) renders as the prerendered HTML did until then, so the
 * markup matches and hydration never throws the page away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

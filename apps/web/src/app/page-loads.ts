import { createListeners } from '../lib/listeners.ts';

let loadingPages = 0;
const watchers = createListeners();

/** How many pages' code is being fetched now: the top bar shows a progress line meanwhile. */
export const pageLoads = {
  count: () => loadingPages,
  subscribe: watchers.subscribe,
};

export function counted<T>(loading: Promise<T>): Promise<T> {
  loadingPages += 1;
  // React starts a lazy page's load while rendering: the top bar hears of it just after that render.
  queueMicrotask(() => watchers.notify());
  return loading.finally(() => {
    loadingPages -= 1;
    watchers.notify();
  });
}

import { type ComponentType, lazy } from 'react';
import { counted } from './page-loads.ts';

/** A page whose code is its own chunk, fetched when it is first shown (or preloaded). */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/** The code of a page that fetches through TanStack Query: the page itself and the query client. */
export function withQueries(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return async () => {
    const [Page, { WithQueries }] = await Promise.all([load(), import('./with-queries.tsx')]);
    return function PageWithQueries() {
      return (
        <WithQueries>
          <Page />
        </WithQueries>
      );
    };
  };
}

/**
 * A route's page, loaded on first render. Once its code is here the page renders at once, without
 * suspending: a prerendered page is hydrated only after `preload` (app/preload-pages.ts), so React
 * takes over its HTML as it is instead of showing the loading state first.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () => {
    loading ??= counted(load()).then(
      (Component) => {
        Loaded = Component;
        return Component;
      },
      (error: unknown) => {
        // The next render (or preload) fetches it again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => start().then((Component) => ({ default: Component })));
  function Page() {
    return Loaded ? <Loaded /> : <Suspending />;
  }
  Page.preload = () => start().then(() => undefined);
  return Page;
}

import { matchRoutes, type RouteObject } from 'react-router';
import type { LazyPage } from './lazy-page.tsx';

/**
 * Fetches the code of the pages matching `pathname` (each route keeps its page in `handle`), before
 * a prerendered page is hydrated: React must render that page at once, as its HTML shows.
 */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];

  await Promise.all(matches.map(({ route }) => (route.handle as LazyPage | undefined)?.preload()));
}

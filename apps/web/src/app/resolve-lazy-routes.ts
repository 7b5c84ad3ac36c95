import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the routes matching `pathname` and puts it on the route objects themselves,
 * before the router is created: hydrating a prerendered page must render that page at once (as its
 * HTML shows), not the loading state a lazy route starts with.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (!lazy) return;
      const loaded =
        typeof lazy === 'function'
          ? await lazy()
          : Object.fromEntries(
              await Promise.all(
                Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => unknown)()]),
              ),
            );
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

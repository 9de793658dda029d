import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

/**
 * Loads the lazy route modules that match `pathname` and puts them on their routes, so the browser router
 * created over server-rendered HTML renders the same screens at once (no HydrateFallback, no mismatch).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

function preloadOf(component: unknown): (() => Promise<unknown>) | null {
  if (!component || (typeof component !== 'object' && typeof component !== 'function')) return null;
  const { preload } = component as { preload?: unknown };
  return typeof preload === 'function' ? (preload as () => Promise<unknown>) : null;
}

/**
 * Loads the modules of the lazy screens that match `pathname` (router.tsx `screen`, a preloadable lazy
 * component): once loaded they render without suspending, so the server renders the screens at once and the
 * browser hydrates the same screens without a fallback or a mismatch.
 */
export async function preloadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => preloadOf(route.Component)?.()));
}

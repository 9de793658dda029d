import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router';
import type { Location, NavigationType } from 'react-router';
import { routeRedirect } from './router';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

export interface AppRouterState {
  action: NavigationType;
  location: Location;
}

/**
 * The app's router outside React: the history the routes render from (router-provider.tsx), its current entry,
 * and a subscription to every change, for what runs beside the routes (page views, the external sign-in step:
 * features/tracking, features/sso). React Router's declarative mode keeps its history inside `<BrowserRouter>`;
 * its data router (`createBrowserRouter`), which had this shape, costs about 17 KB more gzip JS before the landing
 * is usable and the app used none of its data APIs (issue 16).
 */
export interface AppRouter {
  readonly history: History;
  /** The server's render: React Router's static mode (no navigation; `<Navigate>` warns). */
  readonly static: boolean;
  readonly state: AppRouterState;
  subscribe(listener: (state: AppRouterState) => void): () => void;
  navigate(to: string, options?: { replace?: boolean }): void;
}

/** Where a route that only redirects sends a location, or null (router.tsx routeRedirect). */
type Redirects = (location: Location) => string | null;

function createAppRouter(history: History, isStatic: boolean, redirects?: Redirects): AppRouter {
  // A page opened at a redirecting address (a static host has no server to answer 302) starts at its target.
  const start = redirects?.(history.location);
  if (start) history.replace(start);
  let state: AppRouterState = { action: history.action, location: history.location };
  const listeners = new Set<(state: AppRouterState) => void>();
  // One listener on the history for the router's lifetime (a history accepts only one), fanned out here.
  // v5Compat: pushes and replaces are reported too, not only the browser's back and forward.
  history.listen(({ action, location }) => {
    // A redirecting address is never shown nor reported (a page view of /search, then of /): its target replaces
    // it at once, and that replace reports itself here (v5Compat history calls back synchronously).
    const target = redirects?.(location);
    if (target) {
      history.replace(target);
      return;
    }
    state = { action, location };
    for (const listener of [...listeners]) listener(state);
  });
  return {
    history,
    static: isStatic,
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options) {
      if (options?.replace) history.replace(to);
      else history.push(to);
    },
  };
}

/** The browser's router, over the address bar. */
export function createBrowserAppRouter(): AppRouter {
  return createAppRouter(UNSAFE_createBrowserHistory({ v5Compat: true }), false, routeRedirect);
}

/** The server render's router at the request's `url` (path, query and hash). */
export function createServerAppRouter(url: string): AppRouter {
  return createAppRouter(UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true }), true);
}

/** For tests: a router in memory, starting at `url`, that navigates (and redirects) as the browser's does. */
export function createMemoryAppRouter(url: string): AppRouter {
  return createAppRouter(UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true }), false, routeRedirect);
}

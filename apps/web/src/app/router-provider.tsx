import { startTransition, useLayoutEffect, useState } from 'react';
import { Router, useLocation, useRoutes } from 'react-router';
import { appRoutes } from './router';
import { RouteErrorBoundary } from './router-error-boundary';
import type { AppRouter } from './router-history';

/** The route table's screens at the current location, inside the screens' error boundary. */
function AppRoutes() {
  const location = useLocation();
  const screens = useRoutes(appRoutes);
  return <RouteErrorBoundary location={location}>{screens}</RouteErrorBoundary>;
}

/**
 * The routes in React Router's declarative mode over the app's router (router-history.ts), the same tree on the
 * server (a static router at the request's URL) and in the browser. Each change of location renders in a
 * transition, as `<BrowserRouter>` does: a screen whose chunk is not loaded yet suspends, and React keeps the
 * old screen until it is in.
 */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const update = (next: AppRouter['state']) => startTransition(() => setState(next));
    // A change between this component's render and now (the sign-in step strips its token at once).
    update(router.state);
    return router.subscribe(update);
  }, [router]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={router.history} static={router.static}>
      <AppRoutes />
    </Router>
  );
}

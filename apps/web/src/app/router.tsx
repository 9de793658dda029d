import { lazy, Suspense, useEffect } from 'react';
import { createBrowserRouter, createMemoryRouter, redirect, useRouteError } from 'react-router';
import type { RouteObject } from 'react-router';
import type { RoutePage } from './routes/route-pages';

const ThemedException = lazy(() =>
  import('./routes/themed-exception').then((module) => ({ default: module.ThemedException })),
);

/** spec §2: a runtime error shows the generic exception page (title, subtitle, button to /). */
function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => console.error('[route error]', error), [error]);
  return (
    <Suspense fallback={null}>
      <ThemedException />
    </Suspense>
  );
}

/** A lazy route (own chunk, with the antd pieces it uses) that shows the screen of `page`. */
function screen(path: string, page: RoutePage): RouteObject {
  return {
    path,
    lazy: async () => {
      const { RouteScreen } = await import('./routes/route-screen');
      return { Component: () => <RouteScreen page={page} /> };
    },
  };
}

/** Every route of spec §2. Feature screens replace the placeholders by changing the lazy import of their route. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    // The antd providers load with (and in parallel to) the first matched screen, not in the entry.
    lazy: async () => ({ Component: (await import('./ui-providers')).UiLayout }),
    ErrorBoundary: RootErrorBoundary,
    // Nothing while the first screen's chunk loads (spec §4: nothing shows until the app is ready).
    HydrateFallback: () => null,
    children: [
      screen('/', 'landing'),
      {
        // spec §2: /search redirects to / and keeps the query string.
        path: '/search',
        loader: ({ request }) => redirect(`/${new URL(request.url).search}`),
        Component: () => null,
      },
      screen('/DP', 'DP'),
      screen('/H', 'H'),
      screen('/HGH', 'HGH'),
      screen('/F', 'F'),
      screen('/FF', 'FF'),
      screen('/hotel-detail', 'hotelDetail'),
      screen('/memSearch', 'memSearch'),
      screen('/hdpMemSearch', 'hdpMemSearch'),
      {
        path: '/exception',
        lazy: async () => ({ Component: (await import('./routes/exception-route')).ExceptionRoute }),
      },
      screen('/expired-session', 'expiredSession'),
      screen('/deals', 'deals'),
      screen('/deal-search', 'dealSearch'),
      screen('*', 'notFound'),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

/** For tests: the same routes in memory, starting at `url`. */
export function createTestRouter(url: string) {
  return createMemoryRouter(appRoutes, { initialEntries: [url] });
}

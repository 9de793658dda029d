import { lazy, Suspense, useEffect } from 'react';
import { createBrowserRouter, createMemoryRouter, redirect, useRouteError } from 'react-router';
import type { RouteObject } from 'react-router';
import { useBrand } from '../lib/brand-context';
import type { SearchScreenName } from './model/route-product';
import { StartupLoading } from './startup-loading';
import { reportRenderError } from './track';

const ThemedException = lazy(() =>
  import('./routes/themed-exception').then((module) => ({ default: module.ThemedException })),
);

/** spec §2: a runtime error shows the generic exception page (title, subtitle, button to /). */
function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => reportRenderError(error), [error]);
  return (
    <Suspense fallback={null}>
      <ThemedException />
    </Suspense>
  );
}

/** While the first screen's chunk (with the UI toolkit) loads, the loading screen stays (spec §2). */
function FirstScreenLoading() {
  return <StartupLoading brand={useBrand()} />;
}

/** A search screen of spec §2 (own chunk, with the antd pieces it uses). */
function searchScreen(path: string, screen: SearchScreenName): RouteObject {
  return {
    path,
    lazy: async () => {
      const { SearchScreen } = await import('./routes/search-screen');
      return { Component: () => <SearchScreen screen={screen} /> };
    },
  };
}

/** Every route of spec §2; unknown paths get the branded not-found page. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    // The antd providers load with (and in parallel to) the first matched screen, not in the entry. The root
    // layout also shows the maintenance page instead of any route (spec §2).
    lazy: async () => ({ Component: (await import('./routes/root-layout')).RootLayout }),
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: FirstScreenLoading,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./routes/landing-route')).LandingRoute }),
      },
      {
        // spec §2: /search redirects to / and keeps the query string.
        path: '/search',
        loader: ({ request }) => redirect(`/${new URL(request.url).search}`),
        Component: () => null,
      },
      searchScreen('/DP', 'DP'),
      searchScreen('/H', 'H'),
      searchScreen('/HGH', 'HGH'),
      searchScreen('/F', 'F'),
      searchScreen('/FF', 'FF'),
      searchScreen('/hotel-detail', 'hotelDetail'),
      {
        path: '/memSearch',
        lazy: async () => {
          const { MembershipScreen } = await import('./routes/membership-screen');
          return { Component: () => <MembershipScreen screen="memSearch" /> };
        },
      },
      {
        path: '/hdpMemSearch',
        lazy: async () => {
          const { MembershipScreen } = await import('./routes/membership-screen');
          return { Component: () => <MembershipScreen screen="hdpMemSearch" /> };
        },
      },
      {
        path: '/deals',
        lazy: async () => ({ Component: (await import('./routes/deals-screen')).DealsScreen }),
      },
      {
        path: '/deal-search',
        lazy: async () => ({ Component: (await import('./routes/deal-search-screen')).DealSearchScreen }),
      },
      {
        // Issue 7: checkout steps in the URL (cartId, requestUuid, checkoutStep), then the order confirmation.
        path: '/checkout',
        lazy: async () => ({ Component: (await import('./routes/checkout-route')).CheckoutRoute }),
      },
      {
        path: '/checkout/confirmation',
        lazy: async () => ({ Component: (await import('./routes/confirmation-route')).ConfirmationRoute }),
      },
      {
        // Issue 18: after the booking. A static segment wins over the parameter, so /trips/find is the form.
        path: '/trips',
        lazy: async () => ({ Component: (await import('./routes/trips-route')).TripsRoute }),
      },
      {
        path: '/trips/find',
        lazy: async () => ({ Component: (await import('./routes/trips-route')).FindTripRoute }),
      },
      {
        path: '/trips/:orderNumber',
        lazy: async () => ({ Component: (await import('./routes/trips-route')).TripRoute }),
      },
      {
        path: '/exception',
        lazy: async () => ({ Component: (await import('./routes/exception-route')).ExceptionRoute }),
      },
      {
        path: '/expired-session',
        lazy: async () => ({ Component: (await import('./routes/expired-session-route')).ExpiredSessionRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found-route')).NotFoundRoute }),
      },
    ],
  },
  {
    // Issue 20: the brand studio, outside the travellers' root layout (no antd, no site chrome), in its own chunk.
    path: '/studio',
    lazy: async () => ({ Component: (await import('./routes/studio-route')).StudioRoute }),
    ErrorBoundary: RootErrorBoundary,
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

/** For tests: the same routes in memory, starting at `url`. */
export function createTestRouter(url: string) {
  return createMemoryRouter(appRoutes, { initialEntries: [url] });
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, createMemoryRouter, redirect, useRouteError } from 'react-router';
import type { DataRouter, HydrationState, RouteObject } from 'react-router';
import { useBrand } from '../lib/brand-context';
import { reloadForNewBuild, shouldReloadForNewBuild, tabStorage } from '../lib/stale-build';
import type { SearchScreenName } from './model/route-product';
import { StartupLoading } from './startup-loading';
import { reportRenderError } from './track';

const ThemedException = lazy(() =>
  import('./routes/themed-exception').then((module) => ({ default: module.ThemedException })),
);

/**
 * spec §2: a runtime error shows the generic exception page (title, subtitle, button to /). A screen's chunk
 * that a deploy removed under an open tab loads the page again instead (lib/stale-build.ts), with the loading screen
 * meanwhile: after paying, the traveller gets the confirmation, not the exception page.
 */
function RootErrorBoundary() {
  const error = useRouteError();
  const [reload] = useState(() => {
    const storage = tabStorage();
    return storage && shouldReloadForNewBuild(error, storage, Date.now()) ? storage : null;
  });
  useEffect(() => {
    reportRenderError(error);
    if (reload) reloadForNewBuild(reload, () => window.location.reload(), Date.now());
  }, [error, reload]);
  if (reload) return <FirstScreenLoading />;
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

/**
 * The source module of a route's lazy chunk, as the client build's manifest names it: the server renderer
 * links that chunk's CSS and modules into the page it renders (app/ssr/route-assets.ts), so the screen is
 * styled before any script runs and hydrates without waiting for its chunk.
 */
export interface RouteHandle {
  chunk: string;
  /** Lazy chunks the route loads with itself (its results: preloadResults), linked the same way. */
  loadsWith?: string[];
}

/**
 * The results chunks preloadResults loads per screen (product-results.tsx), by manifest key: without their CSS
 * in the page, the server-rendered results were unstyled until the scripts ran (the date strip and the list
 * moved: CLS 0.2 on the flight results).
 */
const FLIGHT_RESULTS_CHUNKS = [
  'src/features/flights/components/flight-results.tsx',
  'src/features/flights/components/date-strip.tsx',
];
const STAY_RESULTS_CHUNKS = ['src/features/stays/components/stay-results.tsx'];
const ALL_RESULTS_CHUNKS = [...FLIGHT_RESULTS_CHUNKS, ...STAY_RESULTS_CHUNKS];
export function resultsChunks(screen: SearchScreenName): string[] {
  if (screen === 'F' || screen === 'FF') return FLIGHT_RESULTS_CHUNKS;
  if (screen === 'hotelDetail') return ['src/features/hotel-detail/components/hotel-detail.tsx'];
  return STAY_RESULTS_CHUNKS;
}

/** The lazy parts of these screens' results (product-results.tsx), loaded with their route. */
async function preloadResults(screens: SearchScreenName[]): Promise<void> {
  const { preloadResults: preload } = await import('./routes/product-results');
  await Promise.all(screens.map(preload));
}

function routeChunk(name: string): RouteHandle {
  return { chunk: `src/app/routes/${name}.tsx` };
}

/** A search screen of spec §2 (own chunk). */
function searchScreen(path: string, screen: SearchScreenName): RouteObject {
  return {
    path,
    handle: { ...routeChunk('search-screen'), loadsWith: resultsChunks(screen) },
    lazy: async () => {
      // The results' own chunks load with the route (no Suspense fallback in between): see product-results.tsx.
      const [{ SearchScreen }] = await Promise.all([import('./routes/search-screen'), preloadResults([screen])]);
      return { Component: () => <SearchScreen screen={screen} /> };
    },
  };
}

/** Every route of spec §2; unknown paths get the branded not-found page. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    // The root layout (own chunk) also shows the maintenance page instead of any route (spec §2).
    handle: routeChunk('root-layout'),
    lazy: async () => ({ Component: (await import('./routes/root-layout')).RootLayout }),
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: FirstScreenLoading,
    children: [
      {
        path: '/',
        handle: routeChunk('landing-route'),
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
        handle: { ...routeChunk('membership-screen'), loadsWith: ALL_RESULTS_CHUNKS },
        lazy: async () => {
          const [{ MembershipScreen }] = await Promise.all([
            import('./routes/membership-screen'),
            preloadResults(['F', 'H']),
          ]);
          return { Component: () => <MembershipScreen screen="memSearch" /> };
        },
      },
      {
        path: '/hdpMemSearch',
        handle: { ...routeChunk('membership-screen'), loadsWith: ALL_RESULTS_CHUNKS },
        lazy: async () => {
          const [{ MembershipScreen }] = await Promise.all([
            import('./routes/membership-screen'),
            preloadResults(['F', 'H']),
          ]);
          return { Component: () => <MembershipScreen screen="hdpMemSearch" /> };
        },
      },
      {
        path: '/deals',
        handle: routeChunk('deals-screen'),
        lazy: async () => ({ Component: (await import('./routes/deals-screen')).DealsScreen }),
      },
      {
        path: '/deal-search',
        handle: { ...routeChunk('deal-search-screen'), loadsWith: ALL_RESULTS_CHUNKS },
        lazy: async () => {
          const [{ DealSearchScreen }] = await Promise.all([
            import('./routes/deal-search-screen'),
            preloadResults(['F', 'H']),
          ]);
          return { Component: DealSearchScreen };
        },
      },
      {
        // Issue 7: checkout steps in the URL (cartId, requestUuid, checkoutStep), then the order confirmation.
        path: '/checkout',
        handle: routeChunk('checkout-route'),
        lazy: async () => ({ Component: (await import('./routes/checkout-route')).CheckoutRoute }),
      },
      {
        path: '/checkout/confirmation',
        handle: routeChunk('confirmation-route'),
        lazy: async () => ({ Component: (await import('./routes/confirmation-route')).ConfirmationRoute }),
      },
      {
        // Issue 18: after the booking. A static segment wins over the parameter, so /trips/find is the form.
        path: '/trips',
        handle: routeChunk('trips-route'),
        lazy: async () => ({ Component: (await import('./routes/trips-route')).TripsRoute }),
      },
      {
        path: '/trips/find',
        handle: routeChunk('trips-route'),
        lazy: async () => ({ Component: (await import('./routes/trips-route')).FindTripRoute }),
      },
      {
        path: '/trips/:orderNumber',
        handle: routeChunk('trips-route'),
        lazy: async () => ({ Component: (await import('./routes/trips-route')).TripRoute }),
      },
      {
        path: '/exception',
        handle: routeChunk('exception-route'),
        lazy: async () => ({ Component: (await import('./routes/exception-route')).ExceptionRoute }),
      },
      {
        path: '/expired-session',
        handle: routeChunk('expired-session-route'),
        lazy: async () => ({ Component: (await import('./routes/expired-session-route')).ExpiredSessionRoute }),
      },
      {
        path: '*',
        handle: routeChunk('not-found-route'),
        lazy: async () => ({ Component: (await import('./routes/not-found-route')).NotFoundRoute }),
      },
    ],
  },
  {
    // Issue 20: the brand studio, outside the travellers' root layout (no site chrome), in its own chunk.
    path: '/studio',
    lazy: async () => ({ Component: (await import('./routes/studio-route')).StudioRoute }),
    ErrorBoundary: RootErrorBoundary,
  },
];

export type AppRouter = DataRouter;

/** The browser's router; over a server-rendered page with the server router's state (`hydrationData`). */
export function createAppRouter(options?: { hydrationData?: HydrationState }): AppRouter {
  return createBrowserRouter(appRoutes, options);
}

/** For tests: the same routes in memory, starting at `url`. */
export function createTestRouter(url: string) {
  return createMemoryRouter(appRoutes, { initialEntries: [url] });
}

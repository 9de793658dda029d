import type { ComponentType } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import type { SearchScreenName } from './model/route-product';
import { RedirectTo } from './ssr/server-redirect';

/** What the server reads of a route (ssr/entry-server.tsx). */
export interface RouteHandle {
  /**
   * The source module of the route's lazy chunk, as the client build's manifest names it: the server renderer
   * links that chunk's CSS and modules into the page it renders (apps/api/src/ssr/ssr-page.ts), so the screen is
   * styled before any script runs and hydrates without waiting for its chunk.
   */
  chunk?: string;
  /** Lazy chunks the route loads with itself (its results: preloadResults), linked the same way. */
  loadsWith?: string[];
  /** A route that only sends the visitor elsewhere: the target for the URL's query string (an HTTP redirect). */
  redirect?: (search: string) => string;
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

/**
 * A screen in its own chunk. `preload()` loads it (and what it loads with itself); once loaded it renders without
 * suspending: the browser preloads the matched routes before it hydrates a server-rendered page
 * (ssr/lazy-routes.ts), so hydration never suspends. A navigation to a screen not loaded yet suspends in a
 * transition, so the old screen stays until the new one is in; the first screen of a page the browser renders
 * itself shows the loading screen meanwhile (app.tsx's Suspense fallback).
 */
function screen(load: () => Promise<ComponentType>) {
  return lazyWithPreload(load);
}

/** A search screen of spec §2 (own chunk). */
function searchScreen(path: string, screenName: SearchScreenName): RouteObject {
  return {
    path,
    handle: { ...routeChunk('search-screen'), loadsWith: resultsChunks(screenName) },
    Component: screen(async () => {
      // The results' own chunks load with the route (no Suspense fallback in between): see product-results.tsx.
      const [{ SearchScreen }] = await Promise.all([import('./routes/search-screen'), preloadResults([screenName])]);
      return function SearchRoute() {
        return <SearchScreen screen={screenName} />;
      };
    }),
  };
}

/** A membership search screen (own chunk), with the flight and stay results. */
function membershipScreen(path: string, screenName: 'memSearch' | 'hdpMemSearch'): RouteObject {
  return {
    path,
    handle: { ...routeChunk('membership-screen'), loadsWith: ALL_RESULTS_CHUNKS },
    Component: screen(async () => {
      const [{ MembershipScreen }] = await Promise.all([
        import('./routes/membership-screen'),
        preloadResults(['F', 'H']),
      ]);
      return function MembershipRoute() {
        return <MembershipScreen screen={screenName} />;
      };
    }),
  };
}

/** spec §2: /search redirects to / and keeps the query string. */
export function searchRedirectTarget(search: string): string {
  return `/${search}`;
}

/** /search in the browser (the server answers it with a 302 before rendering: ssr/entry-server.tsx). */
function SearchRedirect() {
  return <RedirectTo to={searchRedirectTarget(useLocation().search)} />;
}

/**
 * Every route of spec §2; unknown paths get the branded not-found page. Rendered with `useRoutes` in React
 * Router's declarative mode (router-provider.tsx), in the browser and on the server alike.
 */
export const appRoutes: RouteObject[] = [
  {
    // The root layout (own chunk) also shows the maintenance page instead of any route (spec §2).
    handle: routeChunk('root-layout'),
    Component: screen(async () => (await import('./routes/root-layout')).RootLayout),
    children: [
      {
        path: '/',
        handle: routeChunk('landing-route'),
        Component: screen(async () => (await import('./routes/landing-route')).LandingRoute),
      },
      { path: '/search', handle: { redirect: searchRedirectTarget } satisfies RouteHandle, Component: SearchRedirect },
      searchScreen('/DP', 'DP'),
      searchScreen('/H', 'H'),
      searchScreen('/HGH', 'HGH'),
      searchScreen('/F', 'F'),
      searchScreen('/FF', 'FF'),
      searchScreen('/hotel-detail', 'hotelDetail'),
      membershipScreen('/memSearch', 'memSearch'),
      membershipScreen('/hdpMemSearch', 'hdpMemSearch'),
      {
        path: '/deals',
        handle: routeChunk('deals-screen'),
        Component: screen(async () => (await import('./routes/deals-screen')).DealsScreen),
      },
      {
        path: '/deal-search',
        handle: { ...routeChunk('deal-search-screen'), loadsWith: ALL_RESULTS_CHUNKS },
        Component: screen(async () => {
          const [{ DealSearchScreen }] = await Promise.all([
            import('./routes/deal-search-screen'),
            preloadResults(['F', 'H']),
          ]);
          return DealSearchScreen;
        }),
      },
      {
        // Issue 7: checkout steps in the URL (cartId, requestUuid, checkoutStep), then the order confirmation.
        path: '/checkout',
        handle: routeChunk('checkout-route'),
        Component: screen(async () => (await import('./routes/checkout-route')).CheckoutRoute),
      },
      {
        path: '/checkout/confirmation',
        handle: routeChunk('confirmation-route'),
        Component: screen(async () => (await import('./routes/confirmation-route')).ConfirmationRoute),
      },
      {
        // Issue 18: after the booking. A static segment wins over the parameter, so /trips/find is the form.
        path: '/trips',
        handle: routeChunk('trips-route'),
        Component: screen(async () => (await import('./routes/trips-route')).TripsRoute),
      },
      {
        path: '/trips/find',
        handle: routeChunk('trips-route'),
        Component: screen(async () => (await import('./routes/trips-route')).FindTripRoute),
      },
      {
        path: '/trips/:orderNumber',
        handle: routeChunk('trips-route'),
        Component: screen(async () => (await import('./routes/trips-route')).TripRoute),
      },
      {
        path: '/exception',
        handle: routeChunk('exception-route'),
        Component: screen(async () => (await import('./routes/exception-route')).ExceptionRoute),
      },
      {
        path: '/expired-session',
        handle: routeChunk('expired-session-route'),
        Component: screen(async () => (await import('./routes/expired-session-route')).ExpiredSessionRoute),
      },
      {
        path: '*',
        handle: routeChunk('not-found-route'),
        Component: screen(async () => (await import('./routes/not-found-route')).NotFoundRoute),
      },
    ],
  },
  {
    // Issue 20: the brand studio, outside the travellers' root layout (no site chrome), in its own chunk.
    path: '/studio',
    Component: screen(async () => (await import('./routes/studio-route')).StudioRoute),
  },
];

/**
 * Where a route that only redirects (its handle's `redirect`: /search) sends `location`, or null. The server
 * answers it with a 302 (ssr/entry-server.tsx); the browser's router goes on to the target before any screen or
 * page view sees the redirecting address (router-history.ts), as the data router's loader redirect did.
 */
export function routeRedirect(location: { pathname: string; search: string }): string | null {
  const matches = matchRoutes(appRoutes, location.pathname) ?? [];
  const redirect = (matches.at(-1)?.route.handle as RouteHandle | undefined)?.redirect;
  return redirect ? redirect(location.search) : null;
}

/**
 * The screens of spec §2 with the translation keys they show (keys of the API's `common` namespace; the
 * English default shows only while a key is missing). A null subtitle shows none.
 */
interface RoutePageText {
  title: readonly [key: string, fallback: string];
  subtitle: readonly [key: string, fallback: string] | null;
}

export const ROUTE_PAGES = {
  landing: { title: ['search.title', 'Where do you want to go?'], subtitle: null },
  DP: { title: ['products.DP', 'Flight + Hotel'], subtitle: null },
  H: { title: ['products.H', 'Hotels'], subtitle: null },
  HGH: { title: ['products.HGH', 'Hotel + Flight'], subtitle: null },
  F: { title: ['products.F', 'Flights'], subtitle: null },
  FF: { title: ['products.FF', 'Free flight'], subtitle: null },
  hotelDetail: { title: ['routes.hotelDetail.title', 'Hotel details'], subtitle: null },
  memSearch: { title: ['products.F', 'Flights'], subtitle: null },
  hdpMemSearch: { title: ['products.DP', 'Flight + Hotel'], subtitle: null },
  expiredSession: {
    title: ['expiredSession.title', 'Your session has expired'],
    subtitle: ['expiredSession.subtitle', 'Start a new search to continue.'],
  },
  deals: { title: ['deals.title', 'Deals'], subtitle: null },
  dealSearch: { title: ['deals.title', 'Deals'], subtitle: null },
  notFound: {
    title: ['notFound.title', 'Page not found'],
    subtitle: ['notFound.subtitle', "The page you are looking for doesn't exist or has moved."],
  },
} as const satisfies Record<string, RoutePageText>;

export type RoutePage = keyof typeof ROUTE_PAGES;

export const BACK_HOME: readonly [key: string, fallback: string] = ['notFound.cta', 'Back to home'];

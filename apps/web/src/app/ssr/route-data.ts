import type { QueryClient } from '@tanstack/react-query';
import type { RouteMatch } from 'react-router';
import { dealsQueryOptions } from '../../features/deals/api/get-deals-by-bp';
import { DEAL_PARAM } from '../../features/deals/model/deal-search';
import { dealProfiles } from '../../features/deals/model/merge-deals';
import { flightSearchQueryOptions } from '../../features/flights/api/create-flight-search';
import { promotionQueryOptions } from '../../features/hotel-detail/api/accommodation-promotion';
import { staticDataQueryOptions } from '../../features/hotel-detail/api/accommodation-static-data';
import { detailSearchQueryOptions } from '../../features/hotel-detail/api/create-detail-search';
import { createPricingQueryOptions } from '../../features/hotel-detail/api/create-pricing';
import { pricingQueryOptions } from '../../features/hotel-detail/api/retrieve-pricing';
import { parseDetailState } from '../../features/hotel-detail/model/detail-url';
import { parseSearchParams } from '../../features/search/model/search-query';
import { placeNamingQueryOptions } from '../../features/search/api/search-destinations';
import type { UrlPlaces } from '../../features/search/api/search-destinations';
import { flightProposalsQueryOptions } from '../../features/flights/api/retrieve-flight-proposals';
import { buildRetrieveBody } from '../../features/flights/model/flight-request';
import { parseFlightSearch, toCreateSearchBody } from '../../features/flights/model/flight-url';
import type { FlightProduct } from '../../features/flights/model/flight-url';
import { parseFlightView } from '../../features/flights/model/flight-view-url';
import { staySearchQueryOptions } from '../../features/stays/api/create-stay-search';
import { stayProposalsQueryOptions } from '../../features/stays/api/retrieve-stay-proposals';
import { buildRetrieveStaysBody } from '../../features/stays/model/stay-filters';
import { parseStayView } from '../../features/stays/model/stay-view-url';
import type { BrandConfig } from '../../lib/brand-config';
import { parseStaySearch, STAY_PRODUCTS, toCreateStaySearchBody } from '../../lib/stay-query';
import type { StayProduct } from '../../lib/stay-query';
import { screenProduct } from '../model/route-product';
import type { SearchScreenName } from '../model/route-product';

/**
 * How long the server waits for the supplier's first page (design.md: the search is asynchronous and answers
 * "not ready" until the supplier is done). Past it, the page goes out with the results loading and the
 * client's own polling continues from the search the server started (same query key, dehydrated).
 */
export const FIRST_RESULTS_WAIT_MS = 2500;

export interface RouteDataInput {
  queryClient: QueryClient;
  brand: BrandConfig;
  url: URL;
  matches: readonly RouteMatch[];
}

const FLIGHT_PRODUCTS: readonly FlightProduct[] = ['F', 'FF'];

/** The product a results route (spec §2 /DP, /H, /HGH, /F, /FF) shows for this brand, as its screen decides. */
function resultsProductOf(path: string | undefined, brand: BrandConfig): StayProduct | FlightProduct | null {
  const screen = path?.replace(/^\//, '') as SearchScreenName | undefined;
  const products: readonly string[] = [...STAY_PRODUCTS, ...FLIGHT_PRODUCTS];
  if (!screen || !products.includes(screen)) return null;
  const decision = screenProduct(screen, brand.products);
  return decision.kind === 'show' ? (decision.product as StayProduct | FlightProduct) : null;
}

const isFlightProduct = (product: StayProduct | FlightProduct): product is FlightProduct =>
  (FLIGHT_PRODUCTS as readonly string[]).includes(product);

/**
 * spec §4 "first search" on the server: a stays results URL starts its search and waits (bounded) for the
 * first page with the SAME query options (and so the same keys) the results screen uses
 * (features/stays/components/stay-results.tsx), so the screen renders the stays and the client reuses them.
 */
async function prefetchStays(input: RouteDataInput, product: StayProduct): Promise<void> {
  const { queryClient, brand, url } = input;
  const businessProfileId = brand.brand.businessProfileId[product];
  if (!businessProfileId) return;
  const search = parseStaySearch(new URLSearchParams(url.search), product);
  const createBody = toCreateStaySearchBody(search.values, businessProfileId, brand.language);
  if (!createBody) return;
  const firstPage = async () => {
    const created = await queryClient.fetchQuery(staySearchQueryOptions(createBody));
    const view = parseStayView(new URLSearchParams(url.search), search.values);
    await queryClient.prefetchQuery(
      stayProposalsQueryOptions(created.id.value, buildRetrieveStaysBody(view.view, brand.language)),
    );
  };
  await Promise.all([
    firstPage(),
    prefetchPlaceNames(input, {
      product,
      departure: search.values.departure,
      destination: search.values.destination,
    }),
  ]);
}

/**
 * The same for a flights results URL (features/flights/components/flight-results.tsx): CreateSearch, then the
 * first page polled with the screen's retry policy (GENERIC_ERROR while the supplier is not ready) until the
 * bound; FF applies the brand's free-flight sort and price ceiling as the screen does.
 */
async function prefetchFlights(input: RouteDataInput, product: FlightProduct): Promise<void> {
  const { queryClient, brand, url } = input;
  const businessProfileId = brand.brand.businessProfileId[product];
  if (!businessProfileId) return;
  const params = new URLSearchParams(url.search);
  const { values } = parseFlightSearch(params, product);
  const createBody = toCreateSearchBody(values, businessProfileId, brand.language);
  if (!createBody) return;
  const firstPage = async () => {
    const created = await queryClient.fetchQuery(flightSearchQueryOptions(createBody));
    const freeFlight = product === 'FF' ? brand.brand.freeFlightConditions : null;
    const retrieveBody = buildRetrieveBody(parseFlightView(params).view, brand.language, freeFlight);
    await queryClient.prefetchQuery(flightProposalsQueryOptions(created.searchId, retrieveBody));
  };
  const places = { product, departure: values.departure, destination: values.destination };
  await Promise.all([firstPage(), prefetchPlaceNames(input, places)]);
}

/**
 * The names of the URL's places that the brand's own list lacks, asked by the search box at mount (a shared link to
 * a city the brand does not feature): answered with the page, the results hydrate without a fetch. A failure leaves
 * the field to ask, as without a server.
 */
async function prefetchPlaceNames({ queryClient, brand }: RouteDataInput, places: UrlPlaces): Promise<void> {
  const queries = placeNamingQueryOptions(places, brand, brand.language);
  await Promise.all(queries.map((options) => queryClient.prefetchQuery(options)));
}

/**
 * The brand's deals with the screens' query options. /deals: the list (and its first images) comes with the HTML,
 * not after hydration and a fetch. /deal-search: the server render finds the deal and a hand-changed URL gets its
 * redirect to the deal's own parameters as an HTTP 302 (server-redirect.tsx).
 */
async function prefetchDeals({ queryClient, brand, url }: RouteDataInput, leaf: string): Promise<void> {
  if (leaf === '/deal-search' && !url.searchParams.get(DEAL_PARAM)) return;
  const profiles = dealProfiles(brand.products, brand.brand.businessProfileId);
  await Promise.all(profiles.map((profile) => queryClient.prefetchQuery(dealsQueryOptions(profile))));
}

/**
 * The product /hotel-detail shows for this brand, as its screen decides (routes/search-screen.tsx): the URL's
 * product when the brand sells it, else the screen's own; null when that is not a stay product.
 */
function detailProductOf(url: URL, brand: BrandConfig): StayProduct | null {
  const decision = screenProduct('hotelDetail', brand.products);
  const { values } = parseSearchParams(new URLSearchParams(url.search), { defaultProduct: decision.product });
  const product = brand.products.includes(values.product) ? values.product : decision.product;
  return (STAY_PRODUCTS as readonly string[]).includes(product) ? (product as StayProduct) : null;
}

/**
 * /hotel-detail (a first screen: a shared link, a deal, an email): the stay's static data (name, address, rating,
 * images), its promotion and its rooms priced by the server (CreateSearch, CreatePricing polled with the screen's
 * GENERIC_ERROR policy while the search is not ready, RetrievePricing), with the SAME query options and inputs as
 * features/hotel-detail/components/hotel-detail.tsx, so the hotel is in the server HTML (its image is the LCP) and
 * the client hydrates it without a fetch. The price is the pricing authority's, as the screen would get it. The
 * search box above it names the URL's places as on the results (prefetchPlaceNames).
 */
async function prefetchHotelDetail(input: RouteDataInput): Promise<void> {
  const { queryClient, brand, url } = input;
  const product = detailProductOf(url, brand);
  if (!product) return;
  const { language } = brand;
  const state = parseDetailState(new URLSearchParams(url.search), product);
  const { stayId, rateId } = state;
  const businessProfileId = brand.brand.businessProfileId[product];
  if (!stayId || !businessProfileId) return;
  const searchBody = toCreateStaySearchBody(
    state.search.values,
    businessProfileId,
    language,
    state.search.values.destination ?? stayId,
  );
  const rooms = async () => {
    if (!searchBody) return;
    const search = await queryClient.fetchQuery(detailSearchQueryOptions(searchBody));
    const pricingInput = { searchId: search.id.value, proposalId: stayId, language, ...(rateId ? { rateId } : {}) };
    const created = await queryClient.fetchQuery(createPricingQueryOptions(pricingInput));
    await queryClient.prefetchQuery(pricingQueryOptions(created.pricingId));
  };
  await Promise.all([
    rooms(),
    queryClient.prefetchQuery(staticDataQueryOptions(stayId, language)),
    queryClient.prefetchQuery(promotionQueryOptions(stayId, language)),
    prefetchPlaceNames(input, {
      product,
      departure: state.search.values.departure,
      destination: state.search.values.destination,
    }),
  ]);
}

/** The first key of the queries prefetchRouteData starts. */
const ROUTE_QUERY_ROOTS: ReadonlySet<string> = new Set(['flights', 'stays', 'deals', 'destinations', 'hotelDetail']);

/** Starts the matched route's first data and waits for it at most FIRST_RESULTS_WAIT_MS; never rejects. */
export async function prefetchRouteData(input: RouteDataInput): Promise<void> {
  const leaf = input.matches.at(-1)?.route.path;
  const product = resultsProductOf(leaf, input.brand);
  const prefetch =
    leaf === '/deal-search' || leaf === '/deals'
      ? prefetchDeals(input, leaf)
      : leaf === '/hotel-detail'
        ? prefetchHotelDetail(input)
        : !product
          ? null
          : isFlightProduct(product)
            ? prefetchFlights(input, product)
            : prefetchStays(input, product);
  if (!prefetch) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_RESULTS_WAIT_MS);
  });
  await Promise.race([prefetch.catch(() => undefined), deadline]);
  clearTimeout(timer);
  // What is still running (a supplier that is not ready) is the client's to finish: no server retries after.
  // Only the route's own queries: the brand's flags load beside them (startup-data.ts), and a flags call cancelled
  // here left the page on its loading screen (a deal search answers before the flags do).
  await input.queryClient.cancelQueries({
    fetchStatus: 'fetching',
    predicate: (query) => ROUTE_QUERY_ROOTS.has(String(query.queryKey[0])),
  });
}

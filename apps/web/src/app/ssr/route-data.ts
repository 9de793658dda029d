import type { QueryClient } from '@tanstack/react-query';
import type { StaticHandlerContext } from 'react-router';
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
  matches: StaticHandlerContext['matches'];
}

/** The stays product a results route shows for this brand (as the search screen decides), else null. */
function stayProductOf(path: string | undefined, brand: BrandConfig): StayProduct | null {
  const screen = path?.replace(/^\//, '') as SearchScreenName | undefined;
  if (!screen || !(STAY_PRODUCTS as readonly string[]).includes(screen)) return null;
  const decision = screenProduct(screen, brand.products);
  return decision.kind === 'show' ? (decision.product as StayProduct) : null;
}

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
  const created = await queryClient.fetchQuery(staySearchQueryOptions(createBody));
  const view = parseStayView(new URLSearchParams(url.search), search.values);
  await queryClient.prefetchQuery(
    stayProposalsQueryOptions(created.id.value, buildRetrieveStaysBody(view.view, brand.language)),
  );
}

/** Starts the matched route's first data and waits for it at most FIRST_RESULTS_WAIT_MS; never rejects. */
export async function prefetchRouteData(input: RouteDataInput): Promise<void> {
  const leaf = input.matches.at(-1)?.route.path;
  const product = stayProductOf(leaf, input.brand);
  if (!product) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_RESULTS_WAIT_MS);
  });
  await Promise.race([prefetchStays(input, product).catch(() => undefined), deadline]);
  clearTimeout(timer);
  // What is still running (a supplier that is not ready) is the client's to finish: no server retries after.
  await input.queryClient.cancelQueries({ fetchStatus: 'fetching' });
}

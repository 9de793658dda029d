import type { FlightFacets } from '@wayfare/contract';
import { FIRST_PAGE, PAGE_SIZE } from '@wayfare/contract';

/**
 * The GetAlternativeTransports body: cheapest first, page size 20 (spec §9), flight facets per spec §5:
 * direct-only sets both stops to 0, the search is limited to ONLY_FLIGHT, empty filters are omitted.
 */
export function alternativesBody({ directOnly }: { directOnly: boolean }) {
  const facets: FlightFacets = { transportType: 'ONLY_FLIGHT' };
  if (directOnly) {
    facets.outboundStops = [0];
    facets.inboundStops = [0];
  }
  return {
    facets,
    sort: { value: 'PRICE' as const, ascending: true },
    page: { pageNumber: FIRST_PAGE, pageSize: PAGE_SIZE },
  };
}

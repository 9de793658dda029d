import { PAGE_SIZE } from '@wayfare/contract';
import type { FlightFacets, Language } from '@wayfare/contract';
import { toFlightFacets } from './flight-filters';
import type { FlightSort, FlightView } from './flight-view';
import { applyFreeFlight } from './free-flight';
import type { FreeFlightConditions } from './free-flight';

/** The RetrieveProposals body (spec §7: facets, sort, page, filtersMetadata true, staticData.language). */
export interface RetrieveFlightsBody {
  facets: FlightFacets;
  sort: FlightSort;
  page: { pageNumber: number; pageSize: number };
  filtersMetadata: true;
  staticData: { language: Language };
}

/** One page request from the URL's view: spec §5 facets, spec §9 page size 20 and free-flight rules. */
export function buildRetrieveBody(
  view: FlightView,
  language: Language,
  freeFlight: FreeFlightConditions | null | undefined,
): RetrieveFlightsBody {
  const { sort, facets } = applyFreeFlight(view.sort, toFlightFacets(view.filters), freeFlight);
  return {
    facets,
    sort,
    page: { pageNumber: view.page, pageSize: PAGE_SIZE },
    filtersMetadata: true,
    staticData: { language },
  };
}

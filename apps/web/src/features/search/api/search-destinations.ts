import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingHdpRoutes } from '@wayfare/contract';
import type { DestinationItem, Language, ProductType } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { BrandConfig } from '../../../lib/brand-config';
import type { QueryConfig } from '../../../lib/query-client';
import { brandDestinations, isUnnamed, labelForCode, MIN_TERM_LENGTH } from '../model/destination-options';
import { needsDeparture } from '../model/products';

export interface SearchDestinationsInput {
  term: string;
  language: Language;
  productType?: ProductType;
}

/** GET /api/services/app/Destinations/Autocomplete: cities, airports and hotels matching a term, best first. */
export async function searchDestinations(
  input: SearchDestinationsInput,
  signal?: AbortSignal,
): Promise<DestinationItem[]> {
  const { items } = await callEndpoint(shoppingHdpRoutes.SearchDestinations, {
    query: { term: input.term, language: input.language, productType: input.productType },
    signal,
  });
  return items;
}

export function searchDestinationsQueryOptions(input: SearchDestinationsInput) {
  const term = input.term.trim().toLowerCase();
  return queryOptions({
    queryKey: ['destinations', input.language, input.productType ?? 'ALL', term],
    queryFn: ({ signal }) => searchDestinations({ ...input, term }, signal),
    enabled: term.length >= MIN_TERM_LENGTH,
    staleTime: 10 * 60_000,
    // The brand's proposals stand in when the service fails: one quick attempt, no retry storm while typing.
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** The autocomplete results for an already debounced term. */
export function useSearchDestinations({
  input,
  queryConfig,
}: {
  input: SearchDestinationsInput;
  queryConfig?: QueryConfig<typeof searchDestinationsQueryOptions>;
}) {
  return useQuery({ ...searchDestinationsQueryOptions(input), ...queryConfig });
}

/** A results URL's places, as the search box's place fields receive them (spec §3 departure and destination). */
export interface UrlPlaces {
  /** The product the results screen shows: the destination field asks the service for it. */
  product: ProductType;
  departure: string | null;
  destination: string | null;
}

/**
 * The naming queries the search box's place fields ask at mount for the URL's codes that the brand's own list
 * cannot name (DestinationField: "ROM" shown as "Rome"), with the same keys: the server answers them with the page,
 * so the results screen does not fetch (and load the contract's schemas) while it hydrates (issue 16 TBT).
 */
export function placeNamingQueryOptions(
  places: UrlPlaces,
  brand: Pick<BrandConfig, 'destinationProposals' | 'offers'>,
  language: Language,
) {
  const known = brandDestinations(brand);
  const asked = [
    { code: needsDeparture(places.product) ? places.departure : null, productType: 'F' as ProductType },
    { code: places.destination, productType: places.product },
  ];
  return asked
    .filter((place): place is { code: string; productType: ProductType } => Boolean(place.code))
    .filter((place) => isUnnamed({ code: place.code, name: labelForCode(place.code, known) }))
    .map((place) => searchDestinationsQueryOptions({ term: place.code, language, productType: place.productType }));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingHdpRoutes } from '@wayfare/contract';
import type { DestinationItem, Language, ProductType } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { QueryConfig } from '../../../lib/query-client';
import { MIN_TERM_LENGTH } from '../model/destination-options';

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

import { useQueries } from '@tanstack/react-query';
import type { Language } from '@wayfare/contract';
import type { BrandConfig } from '../../../lib/brand-config';
import { fromDestinationItem } from '../model/destination-options';
import type { DestinationOption } from '../model/destination-options';
import { placeNamingQueryOptions } from './search-destinations';
import type { UrlPlaces } from './search-destinations';

/**
 * The places the naming queries (placeNamingQueryOptions) found for the URL's unnamed codes (usually answered with the page, so
 * nothing is fetched), for the phone's one-line search summary: "Madrid → Rome" rather than "Madrid → ROM".
 * A module of its own: TanStack's useQueries (1.4 KB gzip) stays off the landing, whose destination field shares
 * search-destinations.ts.
 */
export function useUrlPlaceNames(
  places: UrlPlaces,
  brand: Pick<BrandConfig, 'destinationProposals' | 'offers'>,
  language: Language,
): DestinationOption[] {
  const answers = useQueries({ queries: placeNamingQueryOptions(places, brand, language) });
  return answers.flatMap((answer) => answer.data?.map(fromDestinationItem) ?? []);
}

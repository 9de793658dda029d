import { queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingHdpRoutes } from '@wayfare/contract';
import type { Language } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** spec §7 RetreiveAccommodationStaticData (the spec's spelling): description, images, amenities, times. */
export function retreiveAccommodationStaticData(accommodationId: string, language: Language, signal?: AbortSignal) {
  return callEndpoint(shoppingHdpRoutes.RetreiveAccommodationStaticData, {
    query: { accommodationId, language },
    signal,
  });
}

export function staticDataQueryOptions(accommodationId: string | null, language: Language) {
  return queryOptions({
    queryKey: ['hotelDetail', 'static-data', accommodationId, language] as const,
    queryFn: ({ signal }) => retreiveAccommodationStaticData(accommodationId!, language, signal),
    enabled: accommodationId !== null,
    staleTime: 60 * 60_000,
  });
}

export function useAccommodationStaticData({
  accommodationId,
  language,
}: {
  accommodationId: string | null;
  language: Language;
}) {
  return useQuery(staticDataQueryOptions(accommodationId, language));
}

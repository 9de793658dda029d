import { queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingHdpRoutes } from '@wayfare/contract';
import type { Language } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** spec §7 RetreiveAccommodationPromotion (the spec's spelling): the stay's current promotion, or null. */
export function retreiveAccommodationPromotion(accommodationId: string, language: Language, signal?: AbortSignal) {
  return callEndpoint(shoppingHdpRoutes.RetreiveAccommodationPromotion, {
    query: { accommodationId, language },
    signal,
  });
}

export function promotionQueryOptions(accommodationId: string | null, language: Language) {
  return queryOptions({
    queryKey: ['hotelDetail', 'promotion', accommodationId, language] as const,
    queryFn: ({ signal }) => retreiveAccommodationPromotion(accommodationId!, language, signal),
    enabled: accommodationId !== null,
    staleTime: 30 * 60_000,
  });
}

export function useAccommodationPromotion({
  accommodationId,
  language,
}: {
  accommodationId: string | null;
  language: Language;
}) {
  return useQuery(promotionQueryOptions(accommodationId, language));
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ordersRoutes } from '@wayfare/contract';
import type { TripDetail } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { GuestKey } from '../model/guest-key';

/** The signed-in member's trips (bearer token from the auth-token cookie, added by callEndpoint). */
export function useMyTrips(enabled: boolean) {
  return useQuery({
    queryKey: ['trips', 'mine'],
    queryFn: ({ signal }) => callEndpoint(ordersRoutes.ListMyTrips, { signal }),
    enabled,
    retry: false,
  });
}

/** One order: the member's own through the token, or a guest's through its number and email. */
export function useTrip(orderNumber: string, guest: GuestKey | null, enabled: boolean) {
  return useQuery({
    queryKey: ['trips', 'detail', orderNumber, guest ? 'guest' : 'member'],
    queryFn: ({ signal }) =>
      guest
        ? callEndpoint(ordersRoutes.FindTrip, { body: guest, signal })
        : callEndpoint(ordersRoutes.GetMyTrip, { query: { orderNumber }, signal }),
    enabled,
    retry: false,
  });
}

export function findTrip(key: GuestKey): Promise<TripDetail> {
  return callEndpoint(ordersRoutes.FindTrip, { body: key });
}

/** Cancels the whole order; the answer (the cancelled order with its refund) replaces the cached one. */
export function useCancelTrip(orderNumber: string, guest: GuestKey | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint(ordersRoutes.CancelTrip, { body: { orderNumber, ...(guest ? { email: guest.email } : {}) } }),
    onSuccess: (trip) => {
      client.setQueryData(['trips', 'detail', orderNumber, guest ? 'guest' : 'member'], trip);
      void client.invalidateQueries({ queryKey: ['trips', 'mine'] });
    },
  });
}

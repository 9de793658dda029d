import { useMutation } from '@tanstack/react-query';
import { cartRoutes, shoppingHdpRoutes } from '@wayfare/contract';
import type { cartApi, EndpointBody } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';

export interface SelectRateInput {
  pricingId: string;
  roomId: string;
  rateId: string;
  cart: Omit<EndpointBody<(typeof cartApi)['CreateCart']>, 'selection'>;
}

/** spec §7 CreateSelection (the chosen room rate), then CreateCart from it: the start of the checkout. */
export async function selectRate({ pricingId, roomId, rateId, cart }: SelectRateInput) {
  const selection = await callEndpoint(shoppingHdpRoutes.CreateSelection, { body: { pricingId, roomId, rateId } });
  return callEndpoint(cartRoutes.CreateCart, {
    body: { ...cart, selection: { kind: 'SELECTION', selectionId: selection.selectionId } },
  });
}

export function useSelectRate() {
  return useMutation({ mutationFn: selectRate });
}

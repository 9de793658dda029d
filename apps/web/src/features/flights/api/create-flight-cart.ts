import { useMutation } from '@tanstack/react-query';
import { cartRoutes } from '@wayfare/contract';
import type { cartApi, EndpointBody } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { MutationConfig } from '../../../lib/query-client';

export type CreateCartBody = EndpointBody<(typeof cartApi)['CreateCart']>;

/** spec §7 CreateCart with the chosen flight: the start of the checkout (the cart issue completes it). */
export function createFlightCart(body: CreateCartBody) {
  return callEndpoint(cartRoutes.CreateCart, { body });
}

export function useCreateFlightCart({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createFlightCart> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: createFlightCart });
}

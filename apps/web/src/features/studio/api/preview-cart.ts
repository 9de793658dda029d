import { useMutation } from '@tanstack/react-query';
import { studioRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { studioHeaders } from './studio-csrf';

/**
 * Studio.CreatePreviewCart: a cart of the brand's first product on a sample trip, for the preview's checkout. The
 * API refuses to finalize or confirm it, so the preview can never place an order.
 */
export function useCreatePreviewCart(domain: string) {
  return useMutation({
    mutationFn: () => callEndpoint(studioRoutes.CreatePreviewCart, { params: { domain }, headers: studioHeaders() }),
  });
}

import type { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import type { HttpMethod } from '../endpoint';
import { cartQuerySchema } from './cart-schemas';

export const CART_PREFIX = '/api/services/app/CartApiService';

/**
 * A CartApiService call: booking service, path `${CART_PREFIX}/<call>`, query cartId + requestUuid unless
 * another query is given (spec §7). Keeps the literal schema types like defineEndpoint.
 */
export function cartEndpoint<
  R extends z.ZodType,
  B extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = typeof cartQuerySchema,
>(call: string, method: HttpMethod, summary: string, parts: { result: R; body?: B; query?: Q }) {
  return defineEndpoint<Q, z.ZodNever, B, R>({
    id: `CartApiService.${call}`,
    service: 'booking',
    method,
    path: `${CART_PREFIX}/${call}`,
    summary,
    tag: 'CartApiService',
    query: (parts.query ?? cartQuerySchema) as Q,
    ...(parts.body ? { body: parts.body } : {}),
    result: parts.result,
  });
}

import { loadEndpoint } from '@wayfare/contract';
import type { AnyEndpoint, EndpointRoute } from '@wayfare/contract';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';

export type ResultSchema = AnyEndpoint['result'];

/**
 * The schema an answer is checked against: an endpoint carries it; a route loads its service's schemas (one
 * chunk, with zod) on demand. A chunk that fails to load rejects with a network ApiError (the screen shows its
 * error message and may retry) instead of skipping the check: an unchecked answer could crash a screen later.
 */
export function resultSchemaOf(endpoint: AnyEndpoint | EndpointRoute): Promise<ResultSchema> {
  if ('result' in endpoint && endpoint.result) return Promise.resolve(endpoint.result);
  const loading = loadEndpoint(endpoint as EndpointRoute).then(
    (loaded) => loaded.result,
    (error: unknown) => {
      throw new ApiError({
        message: NETWORK_ERROR_MESSAGE,
        details: `${endpoint.id}: the schema to check the response could not load (${error instanceof Error ? error.message : String(error)})`,
      });
    },
  );
  // A call that fails before reading its answer never awaits the schema: no unhandled rejection for it.
  loading.catch(() => undefined);
  return loading;
}

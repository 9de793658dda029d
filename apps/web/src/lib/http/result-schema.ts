import { loadEndpoint } from '@wayfare/contract';
import type { AnyEndpoint, EndpointRoute } from '@wayfare/contract';
import { reloadIfStaleBuild } from '../stale-build';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';

export type ResultSchema = AnyEndpoint['result'];

/**
 * How long a request whose schema chunk a deploy removed waits for the page to load again before it fails all
 * the same (a reload the browser did not carry out must not leave the screen pending for ever).
 */
export const RELOAD_WAIT_MS = 15_000;

/**
 * The schema an answer is checked against: an endpoint carries it; a route loads its service's schemas (one
 * chunk, with zod) on demand. A chunk that fails to load rejects with a network ApiError (the screen shows its
 * error message and may retry) instead of skipping the check: an unchecked answer could crash a screen later.
 * A chunk a deploy removed loads the page again (lib/stale-build.ts) and the request waits for that: "Select"
 * after a deploy showed "We couldn't start your booking", which no retry could mend before a reload.
 */
export function resultSchemaOf(endpoint: AnyEndpoint | EndpointRoute): Promise<ResultSchema> {
  if ('result' in endpoint && endpoint.result) return Promise.resolve(endpoint.result);
  const loading = loadEndpoint(endpoint as EndpointRoute).then(
    (loaded) => loaded.result,
    (error: unknown) => {
      const failure = new ApiError({
        message: NETWORK_ERROR_MESSAGE,
        details: `${endpoint.id}: the schema to check the response could not load (${error instanceof Error ? error.message : String(error)})`,
      });
      if (!reloadIfStaleBuild(error)) throw failure;
      return new Promise<never>((_, reject) => setTimeout(() => reject(failure), RELOAD_WAIT_MS));
    },
  );
  // A call that fails before reading its answer never awaits the schema: no unhandled rejection for it.
  loading.catch(() => undefined);
  return loading;
}

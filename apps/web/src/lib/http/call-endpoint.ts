import { EVENTS_TOKEN_HEADER } from '@wayfare/contract';
import type {
  AnyEndpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResult,
  EndpointRoute,
} from '@wayfare/contract';
import { getAuthToken } from '../cookies';
import { getRuntimeConfig } from '../runtime-config';
import { ApiError, CANCELED_MESSAGE, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './api-error';
import { transportFetch } from './fetch-transport';
import { createRequestSignal } from './request-signal';
import { API_DEFAULTS, resolveUrl } from './resolve-url';
import { readResponse } from './read-response';
import { resultSchemaOf } from './result-schema';

/** An option the endpoint does not take is forbidden; one it takes is required unless `{}` satisfies it. */
type Part<K extends string, T> = [T] extends [never]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type CallOptions<E> = Part<'params', EndpointParams<E>> &
  Part<'query', EndpointQuery<E>> &
  Part<'body', EndpointBody<E>> & {
    /** Cancels the request (TanStack Query passes its own). */
    signal?: AbortSignal;
    /** Extra headers, e.g. a one-off key; the client's own headers win. */
    headers?: Record<string, string>;
    /** Lets the request outlive the page (events sent while navigating away). */
    keepalive?: boolean;
  };

type CallArgs<E> = object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** Product services get the session (cookies + bearer); third-party-capable services never see the token. */
function isProductService(service: AnyEndpoint['service']): boolean {
  return service === 'booking' || service === 'welfare';
}

function headersFor(
  endpoint: Pick<AnyEndpoint, 'service'>,
  hasBody: boolean,
  extra: Record<string, string> = {},
): Headers {
  const config = getRuntimeConfig();
  const headers = new Headers({ ...API_DEFAULTS.headers, ...extra, Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (isProductService(endpoint.service)) {
    // spec §6: the bearer token comes from the auth-token cookie, when present.
    const token = getAuthToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  if (endpoint.service === 'events' && config.eventsToken) headers.set(EVENTS_TOKEN_HEADER, config.eventsToken);
  if (endpoint.service === 'translations' && config.translationsKey) {
    headers.set('X-Translations-Key', config.translationsKey);
  }
  return headers;
}

/**
 * Calls one contract endpoint (spec §7): resolves the service's base URL, serialises query and JSON body,
 * sends cookies and the bearer token, times out after 60 s or on the caller's signal, and resolves to the
 * envelope's `result` (raw endpoints: the body), checked against the contract's result schema.
 * Takes an endpoint or its route (`shoppingHdpRoutes.SearchDestinations`): a route carries no schema, so the
 * fetchers of the first screen load no zod; its schema loads with the request (result-schema.ts).
 * Rejects with an ApiError in every failure case.
 */
export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E | EndpointRoute<E>,
  ...[options]: CallArgs<E>
): Promise<EndpointResult<E>> {
  const { params, query, body, signal, headers, keepalive } = (options ?? {}) as CallOptions<AnyEndpoint> & {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const hasBody = body !== undefined && endpoint.method !== 'GET';
  const url = resolveUrl(endpoint, getRuntimeConfig(), params, query);
  // Loaded while the request travels: the answer waits for it only when the schema's chunk is slower.
  const schema = resultSchemaOf(endpoint);
  const request = createRequestSignal(signal);
  try {
    let response: Response;
    try {
      response = await transportFetch(url, {
        method: endpoint.method,
        headers: headersFor(endpoint, hasBody, headers),
        body: hasBody ? JSON.stringify(body) : undefined,
        credentials: isProductService(endpoint.service) ? API_DEFAULTS.credentials : 'same-origin',
        signal: request.signal,
        keepalive,
      });
    } catch {
      throw failureFor(request.reason());
    }
    try {
      return (await readResponse(response, endpoint, schema)) as EndpointResult<E>;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw failureFor(request.reason());
    }
  } finally {
    request.dispose();
  }
}

function failureFor(reason: 'timeout' | 'canceled' | null): ApiError {
  if (reason === 'timeout') return new ApiError({ message: TIMEOUT_MESSAGE });
  if (reason === 'canceled') return new ApiError({ message: CANCELED_MESSAGE });
  return new ApiError({ message: NETWORK_ERROR_MESSAGE });
}

import type { AnyEndpoint } from './endpoint';
import { endpointGroupLoaders } from './endpoint-routes.gen';
import type { endpointGroups } from './index';

export type EndpointGroupName = keyof typeof endpointGroups;

/**
 * What a client needs to send a call (id, service, method, path) without the endpoint's zod schemas: the web
 * app's fetchers import these (endpoint-routes.gen.ts), so the first screen loads neither zod nor any schema, and
 * the schemas load on demand to check the answer (loadEndpoint). `E` is the endpoint it stands for, for types only.
 */
export interface EndpointRoute<E extends AnyEndpoint = AnyEndpoint> {
  id: E['id'];
  group: EndpointGroupName;
  service: E['service'];
  method: E['method'];
  path: string;
  raw?: boolean;
  /** Never set: carries the endpoint's type to the calls (their options and result). */
  readonly endpointType?: E;
}

/** Every group's routes, typed by its endpoints. */
export type RoutesOf<G> = { [K in keyof G]: G[K] extends AnyEndpoint ? EndpointRoute<G[K]> : never };

/** The full endpoint (with its schemas) a route stands for; rejects when the route names none. */
export async function loadEndpoint<E extends AnyEndpoint>(route: EndpointRoute<E>): Promise<E> {
  const load = (endpointGroupLoaders as Record<string, (() => Promise<Record<string, AnyEndpoint>>) | undefined>)[
    route.group
  ];
  if (!load) throw new Error(`Unknown endpoint group "${route.group}" for ${route.id}`);
  const endpoint = Object.values(await load()).find((candidate) => candidate.id === route.id);
  if (!endpoint) throw new Error(`No endpoint ${route.id} in group "${route.group}"`);
  return endpoint as E;
}

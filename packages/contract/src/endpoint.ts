import type { z } from 'zod';

/**
 * Which base URL a call goes to. The spec (§7) names two product services, booking and
 * welfare; content (brand configuration) is a welfare call; events and translations
 * have URLs of their own in the runtime config; `origin` is the server that served the page
 * (`/config.json` is read before any base URL is known).
 */
export type ServiceName = 'booking' | 'welfare' | 'events' | 'translations' | 'origin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDefinition<
  Query extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Result extends z.ZodType = z.ZodType,
> {
  /** Stable operation id, e.g. `CartApiService.CreateCart`. */
  id: string;
  service: ServiceName;
  method: HttpMethod;
  /** Path with `{name}` placeholders for path parameters, spelled exactly as the spec spells it. */
  path: string;
  summary: string;
  tag: string;
  query?: Query;
  params?: Params;
  body?: Body;
  /** Schema of `result` inside the envelope (or of the raw body when `raw` is set). */
  result: Result;
  /** True when the response is not wrapped in the envelope (brand config is Strapi-shaped, translations are plain JSON). */
  raw?: boolean;
}

/**
 * A part the definition gave is typed as present (`endpoint.query.parse(...)` needs no `!`); a part it left out
 * (its schema type stayed `ZodNever`) is typed `undefined`.
 */
type Part<K extends 'query' | 'params' | 'body', S extends z.ZodType> = [S] extends [z.ZodNever]
  ? { [P in K]?: undefined }
  : { [P in K]: S };

export type DefinedEndpoint<
  Query extends z.ZodType,
  Params extends z.ZodType,
  Body extends z.ZodType,
  Result extends z.ZodType,
> = Omit<EndpointDefinition<Query, Params, Body, Result>, 'query' | 'params' | 'body'> &
  Part<'query', Query> &
  Part<'params', Params> &
  Part<'body', Body>;

/** Identity function that keeps the literal types of an endpoint definition. */
export function defineEndpoint<
  Query extends z.ZodType = z.ZodNever,
  Params extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Result extends z.ZodType = z.ZodType,
>(definition: EndpointDefinition<Query, Params, Body, Result>): DefinedEndpoint<Query, Params, Body, Result> {
  return definition as DefinedEndpoint<Query, Params, Body, Result>;
}

export type AnyEndpoint = EndpointDefinition<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

/** Parsed `result` of an endpoint (inside the envelope, or the whole body of a raw endpoint). */
export type EndpointResult<E> = E extends { result: infer R extends z.ZodType } ? z.infer<R> : never;
/** What a client sends: the schemas' input types (defaults may be omitted); `never` when the part is absent. */
export type EndpointBody<E> = E extends { body: infer B extends z.ZodType } ? z.input<B> : never;
export type EndpointQuery<E> = E extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
export type EndpointParams<E> = E extends { params: infer P extends z.ZodType } ? z.input<P> : never;

/** Fills `{name}` placeholders of a path, encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

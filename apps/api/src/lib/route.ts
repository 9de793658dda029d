import { ok } from '@wayfare/contract';
import type { EndpointDefinition } from '@wayfare/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { API_COMPRESS_OPTIONS } from '../plugins/external/compress';
import { parseInput } from './validation';

/** Contract paths use `{name}`; Fastify uses `:name`. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export interface EndpointInput<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType> {
  query: z.output<Q>;
  params: z.output<P>;
  body: z.output<B>;
}

export type EndpointHandler<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType, R extends z.ZodType> = (
  input: EndpointInput<Q, P, B>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<R>> | z.input<R>;

export interface EndpointRouteOptions {
  /** Runs before the input is parsed (e.g. a token header check that must answer 401 before 400). */
  preHandler?: preHandlerAsyncHookHandler;
  /** A body limit below the app's 1 MB (413 in the envelope past it). */
  bodyLimit?: number;
  /** Fastify route config, e.g. `{ rateLimit: { max, timeWindow } }` for a stricter per-route limit. */
  config?: Record<string, unknown>;
}

/**
 * Registers a contract endpoint: method and path from the contract, params/query/body parsed with
 * its zod schemas (400 naming each bad field), the handler's result wrapped in the envelope unless
 * the endpoint is raw. With `validateResponses` (tests) the result is checked against the contract too.
 */
export function registerEndpoint<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: EndpointDefinition<Q, P, B, R>,
  handler: EndpointHandler<Q, P, B, R>,
  options: EndpointRouteOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    compress: API_COMPRESS_OPTIONS,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.config ? { config: options.config } : {}),
    handler: async (request, reply) => {
      const input = {
        params: endpoint.params ? parseInput(endpoint.params, request.params, 'params') : undefined,
        query: endpoint.query ? parseInput(endpoint.query, request.query ?? {}, 'query') : undefined,
        body: endpoint.body ? parseInput(endpoint.body, request.body, 'body') : undefined,
      } as EndpointInput<Q, P, B>;
      const result = await handler(input, request, reply);
      if (app.validateResponses) {
        const checked = endpoint.result.safeParse(result);
        if (!checked.success) {
          throw new Error(`Response of ${endpoint.id} breaks the contract: ${JSON.stringify(checked.error.issues)}`);
        }
      }
      return endpoint.raw ? result : ok(result);
    },
  });
}

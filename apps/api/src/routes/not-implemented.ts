import { endpoints as contractEndpoints, ErrorMessage } from '@wayfare/contract';
import type { AnyEndpoint } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/api-error';
import { toFastifyPath } from '../lib/route';

/**
 * Every contract endpoint without a handler yet answers 501 NOT_IMPLEMENTED instead of 404, so
 * clients can tell "not built" from "wrong path". Registered after all other routes.
 */
export async function notImplementedRoutes(app: FastifyInstance, options: { endpoints?: readonly AnyEndpoint[] } = {}) {
  for (const endpoint of options.endpoints ?? contractEndpoints) {
    const url = toFastifyPath(endpoint.path);
    if (app.hasRoute({ method: endpoint.method, url })) continue;
    app.route({
      method: endpoint.method,
      url,
      handler: async () => {
        throw new ApiError(ErrorMessage.NOT_IMPLEMENTED, `${endpoint.id} is not implemented yet`);
      },
    });
  }
}

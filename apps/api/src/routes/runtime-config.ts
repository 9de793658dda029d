import { runtimeConfigApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../lib/route';
import { buildRuntimeConfig } from '../lib/runtime-config';

/** `GET /config.json`: the runtime config without a style nonce (that one is per page response). */
export async function runtimeConfigRoutes(app: FastifyInstance) {
  const runtimeConfig = buildRuntimeConfig(app.config);
  registerEndpoint(app, runtimeConfigApi.GetRuntimeConfig, async (_input, _request, reply) => {
    reply.header('cache-control', 'no-cache');
    return runtimeConfig;
  });
}

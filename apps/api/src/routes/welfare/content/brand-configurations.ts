import { contentApi, populatedParts } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/api-error';
import { requireDevAccess } from '../../../lib/dev-access';
import { registerEndpoint } from '../../../lib/route';
import { presentBrandConfig } from '../../../presenters/brand-config-presenter';

/** Content service: brand configurations per domain and their cache (spec §7, design.md). */
export async function brandConfigurationRoutes(app: FastifyInstance) {
  const devOnly = requireDevAccess(app.config.devKey, app.config.environment);

  registerEndpoint(app, contentApi.GetConfig, async ({ params, query }) => {
    const stored = await app.brandConfigCache.get(params.domain);
    if (!stored) throw notFound(`No brand configuration for domain ${params.domain}`);
    return presentBrandConfig(stored, populatedParts(query.populate));
  });

  registerEndpoint(
    app,
    contentApi.RemoveConfig,
    async ({ params }) => ({ domain: params.domain, invalidated: app.brandConfigCache.invalidate(params.domain) }),
    { preHandler: devOnly },
  );

  registerEndpoint(
    app,
    contentApi.CleanAllConfigurationCaches,
    async () => ({ invalidated: app.brandConfigCache.clear() }),
    {
      preHandler: devOnly,
    },
  );
}

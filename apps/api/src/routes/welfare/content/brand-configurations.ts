import { contentApi, populatedParts } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/api-error';
import { requireDevAccess } from '../../../lib/dev-access';
import { registerEndpoint } from '../../../lib/route';
import { presentBrandConfig } from '../../../presenters/brand-config-presenter';
import { previewDraft } from '../../../studio/studio-preview';

/** Content service: brand configurations per domain and their cache (spec §7, design.md). */
export async function brandConfigurationRoutes(app: FastifyInstance) {
  const devOnly = requireDevAccess(app.config.devKey, app.config.environment);

  registerEndpoint(app, contentApi.GetConfig, async ({ params, query }, _request, reply) => {
    const stored = await app.brandConfigCache.get(params.domain);
    if (!stored) throw notFound(`No brand configuration for domain ${params.domain}`);
    const parts = populatedParts(query.populate);
    if (query.preview !== undefined) {
      // The studio's live preview (issue 20): the draft, never cached, only with a valid token for this domain.
      const draft = await previewDraft(app, query.preview, stored.domain);
      reply.header('cache-control', 'no-store');
      return presentBrandConfig({ ...stored, attributes: draft.attributes }, parts);
    }
    return presentBrandConfig(stored, parts);
  });

  registerEndpoint(
    app,
    contentApi.RemoveConfig,
    async ({ params }) => {
      const invalidated = app.brandConfigCache.invalidate(params.domain);
      // Every instance forgets it too (issue 17); the answer tells about this instance's cache.
      await app.brandCacheBus.publish({ domain: params.domain.toLowerCase() });
      return { domain: params.domain, invalidated };
    },
    { preHandler: devOnly },
  );

  registerEndpoint(
    app,
    contentApi.CleanAllConfigurationCaches,
    async () => {
      const invalidated = app.brandConfigCache.clear();
      await app.brandCacheBus.publish({ domain: null });
      return { invalidated };
    },
    {
      preHandler: devOnly,
    },
  );
}

import { featureToggleApi, KNOWN_TOGGLES } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/route';

/** Welfare feature flags per brand domain (spec §7, §9). */
export async function featureToggleRoutes(app: FastifyInstance) {
  registerEndpoint(app, featureToggleApi.FlagProviderList, async ({ body }) => ({
    toggles: await app.featureToggleRepository.list(body.domainName),
  }));

  // spec §7 sends only featureName: the brand is then the configured one or the request's host.
  registerEndpoint(app, featureToggleApi.IsFeatureEnabled, async ({ query }, request) => {
    const domain = query.domainName ?? app.config.public.brandDomain ?? request.hostname;
    return app.featureToggleRepository.isEnabled(domain, query.featureName);
  });

  registerEndpoint(app, featureToggleApi.ListKnowToggles, async () => ({
    toggles: KNOWN_TOGGLES.map(({ name, description }) => ({ name, description })),
  }));
}

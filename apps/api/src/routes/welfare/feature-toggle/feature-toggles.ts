import { featureToggleApi, KNOWN_TOGGLES } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/route';
import { previewDraft } from '../../../studio/studio-preview';

/** Welfare feature flags per brand domain (spec §7, §9). */
export async function featureToggleRoutes(app: FastifyInstance) {
  registerEndpoint(app, featureToggleApi.FlagProviderList, async ({ body }, _request, reply) => {
    if (body.preview === undefined) return { toggles: await app.featureToggleRepository.list(body.domainName) };
    // The studio's live preview (issue 20): the draft's flags, as GetConfig answers the draft's configuration.
    const draft = await previewDraft(app, body.preview, body.domainName.toLowerCase());
    reply.header('cache-control', 'no-store');
    const toggles = draft.flags.map(({ name, enabled }) => ({ name, enabled }));
    return { toggles: toggles.sort((a, b) => a.name.localeCompare(b.name)) };
  });

  // spec §7 sends only featureName: the brand is then the configured one or the request's host.
  registerEndpoint(app, featureToggleApi.IsFeatureEnabled, async ({ query }, request) => {
    const domain = query.domainName ?? app.config.public.brandDomain ?? request.hostname;
    return app.featureToggleRepository.isEnabled(domain, query.featureName);
  });

  registerEndpoint(app, featureToggleApi.ListKnowToggles, async () => ({
    toggles: KNOWN_TOGGLES.map(({ name, description }) => ({ name, description })),
  }));
}

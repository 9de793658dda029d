import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Feature flags the product knows (spec §9 "Cache-invalidation flags"). */
export const KNOWN_TOGGLES = [
  {
    name: 'travel.general.maintenance',
    description: 'Maintenance mode: every route shows the maintenance page (spec §2).',
  },
  { name: 'travel.search.v2', description: 'Second-generation search experience.' },
  {
    name: 'travel.tracking.lmn_tealium',
    description: "Loads the brand's tag-manager script (one brand origin, after consent) (spec §7).",
  },
] as const;
export type KnownToggleName = (typeof KNOWN_TOGGLES)[number]['name'];
export const knownToggleNames = KNOWN_TOGGLES.map((toggle) => toggle.name) as [KnownToggleName, ...KnownToggleName[]];

const domainNameSchema = z.string().min(1).max(253).describe('Brand domain the flags apply to');

export const featureToggleSchema = z.object({ name: z.string().min(1), enabled: z.boolean() });
export type FeatureToggle = z.infer<typeof featureToggleSchema>;

/** Welfare feature-toggle service; `FeatureToogle` is the spec's spelling (spec §7). */
export const featureToggleApi = {
  FlagProviderList: defineEndpoint({
    id: 'FeatureToogle.FlagProviderList',
    service: 'welfare',
    method: 'POST',
    path: '/api/services/app/FeatureToogle/FlagProviderList',
    summary: 'Every feature flag with its state for a domain.',
    tag: 'FeatureToogle',
    body: z.strictObject({
      domainName: domainNameSchema,
      preview: z
        .string()
        .max(300)
        .optional()
        .describe(
          "Brand studio preview token (issue 20): the flags of the domain's draft instead of the published ones",
        ),
    }),
    result: z.object({ toggles: z.array(featureToggleSchema) }),
  }),
  IsFeatureEnabled: defineEndpoint({
    id: 'FeatureToogle.IsFeatureEnabled',
    service: 'welfare',
    method: 'POST',
    path: '/api/services/app/FeatureToogle/IsFeatureEnabled',
    summary: 'Whether one flag is on for a domain (unknown flags are off).',
    tag: 'FeatureToogle',
    query: z.object({
      featureName: z.string().min(1).max(200).describe('Flag name, e.g. travel.general.maintenance'),
      domainName: domainNameSchema.optional(),
    }),
    result: z.boolean(),
  }),
  ListKnowToggles: defineEndpoint({
    id: 'FeatureToogle.ListKnowToggles',
    service: 'welfare',
    method: 'POST',
    path: '/api/services/app/FeatureToogle/ListKnowToggles',
    summary: 'Every flag the product knows, with what it does.',
    tag: 'FeatureToogle',
    result: z.object({ toggles: z.array(z.object({ name: z.string().min(1), description: z.string() })) }),
  }),
};

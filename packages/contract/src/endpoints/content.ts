import { z } from 'zod';
import { brandConfigPartNames, brandConfigResponseSchema } from '../brand-config';
import type { BrandConfigPart } from '../brand-config';
import { queryListSchema } from '../common';
import { defineEndpoint } from '../endpoint';

const partNameSchema = z.enum(brandConfigPartNames as [BrandConfigPart, ...BrandConfigPart[]]);

/**
 * Strapi's `populate`: `*` for every part, else part names. Accepts an array (`populate[0]=theme&populate[1]=offers`
 * once collected with `collectIndexedQuery(query, 'populate')`, or `populate=theme&populate=offers`), one name,
 * or a comma list. Parses to `'*'` or a list of part names; absent means scalars only.
 */
export const populateSchema = z
  .union([z.literal('*'), queryListSchema(partNameSchema)])
  .describe("Parts to populate: '*' for all, or part names as populate[0]=theme&populate[1]=offers (or a comma list)");
export type Populate = z.output<typeof populateSchema>;

/** Every part name, in the order the web app asks for them (spec §7). */
export const ALL_BRAND_CONFIG_PARTS: readonly BrandConfigPart[] = brandConfigPartNames;

/** Resolves a parsed `populate` to the part names to include. */
export function populatedParts(populate: Populate | undefined): BrandConfigPart[] {
  if (populate === undefined) return [];
  if (populate === '*') return [...brandConfigPartNames];
  return [...new Set(populate)];
}

const domainParamsSchema = z.object({
  domain: z
    .string()
    .min(1)
    .max(253)
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name')
    .describe('Brand domain (host name), e.g. tophotel.localhost'),
});

const devKeyNote = 'Requires a loopback client or header `X-Dev-Key: <DEV_KEY>`.';

/** Content service (spec §7 "Content-service calls"; raw Strapi shape, design.md). */
export const contentApi = {
  GetConfig: defineEndpoint({
    id: 'Content.GetConfig',
    service: 'welfare',
    method: 'GET',
    path: '/api/content/brand-configurations/{domain}',
    summary: 'Brand configuration of a domain (Strapi shape: parts present only when populated; not enveloped).',
    tag: 'Content',
    params: domainParamsSchema,
    query: z.object({
      populate: populateSchema.optional(),
      preview: z
        .string()
        .max(300)
        .optional()
        .describe(
          "Brand studio preview token (issue 20): answers the domain's draft instead of the published configuration",
        ),
    }),
    result: brandConfigResponseSchema,
    raw: true,
  }),
  RemoveConfig: defineEndpoint({
    id: 'Content.RemoveConfig',
    service: 'welfare',
    method: 'DELETE',
    path: '/api/content/brand-configurations/{domain}',
    summary: `Invalidates the cached brand configuration of one domain (developer tool). ${devKeyNote}`,
    tag: 'Content',
    params: domainParamsSchema,
    result: z.object({ domain: z.string(), invalidated: z.boolean() }),
  }),
  CleanAllConfigurationCaches: defineEndpoint({
    id: 'Content.CleanAllConfigurationCaches',
    service: 'welfare',
    method: 'POST',
    path: '/api/content/CleanAllConfigurationCaches',
    summary: `Invalidates every cached brand configuration (developer tool; no payload). ${devKeyNote}`,
    tag: 'Content',
    result: z.object({ invalidated: z.number().int().nonnegative().describe('Number of cache entries cleared') }),
  }),
};

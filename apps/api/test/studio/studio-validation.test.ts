import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOf, startStudio } from './studio-client';
import type { StudioClient } from './studio-client';

const DOMAIN = 'localhost';
let app: FastifyInstance;
let editor: StudioClient;

beforeAll(async () => {
  ({ app, editor } = await startStudio(DOMAIN));
});
afterAll(() => app?.close());

/** One bad value per field an editor owns (spec §3), and the message the form shows beside it. */
const BAD_FIELDS: [path: string, value: unknown, message: RegExp][] = [
  ['attributes.language', 'de', /Invalid option/],
  ['attributes.country', 'Italy', /ISO 3166/],
  ['attributes.theme.favicon', 'javascript:alert(1)', /https:\/\/ URL or a same-origin path/],
  ['attributes.theme.logoPrimaryUrl', 'http://insecure.example/logo.png', /https:\/\//],
  ['attributes.theme.logoPrimaryMobileUrl', '//evil.example/x.png', /https:\/\//],
  ['attributes.theme.primaryColor', 'blue', /#rrggbb/],
  ['attributes.theme.primaryTextColor', '#fff', /#rrggbb/],
  ['attributes.landingContent.heroTitle', '', /at least 1|>=1/],
  ['attributes.landingContent.heroBackgroundImage', 'data:image/png;base64,AA', /https:\/\//],
  ['attributes.landingContent.productSelector.showSelector', 'yes', /boolean/],
  ['attributes.offers.isClub', 1, /boolean/],
  ['attributes.offers.deals.0.imageUrl', 'javascript:void 0', /https:\/\//],
  ['attributes.offers.deals.0.productType', 'BUS', /Invalid option/],
  ['attributes.offers.destinations.0.name', '', /at least 1|>=1/],
  ['attributes.brandDetails.pageTitle', '', /at least 1|>=1/],
  ['attributes.brandDetails.productTypesOrder', [], /at least 1|>=1/],
  ['attributes.brandDetails.phoneNumber', '', /at least 1|>=1/],
  ['attributes.brandDetails.currency', 'euro', /ISO 4217/],
  ['attributes.brandDetails.policies.privacy', 'javascript:alert(1)', /https:\/\//],
  ['attributes.brandDetails.policies.cookies', 'ftp://files.example/cookies', /https:\/\//],
  ['attributes.brandDetails.policies.termsConditions', '/\\evil.example', /https:\/\//],
  ['attributes.products.0.productType', 'X', /Invalid option/],
  ['attributes.products.0.businessProfileId', '', /at least 1|>=1/],
  ['attributes.promoCampaign.dp.ctaUrl', 'javascript:alert(1)', /https:\/\//],
  ['attributes.promoCampaign.dp.titleKey', '', /at least 1|>=1/],
  ['attributes.footer.legalTextKey', '', /at least 1|>=1/],
  ['attributes.destinationProposals.DP.0.imageUrl', 'http://x.example/a.png', /https:\/\//],
  ['flags.0.name', 'no spaces allowed', /flag name/],
  ['flags.0.enabled', 'on', /boolean/],
];

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys[keys.length - 1]!] = value;
}

describe('studio: the draft is validated by the brand schema, field by field', () => {
  it.each(BAD_FIELDS)('refuses %s = %j with a message for that field', async (path, value, message) => {
    const document = (await draftOf(editor, DOMAIN)) as unknown as Record<string, unknown>;
    setPath(document, path, value);
    const response = await editor.request('PUT', `/api/studio/brands/${DOMAIN}/draft`, { document });
    expect(response.statusCode).toBe(400);
    const errors = response.json().error.validationErrors as { field: string; message: string }[];
    expect(errors).toContainEqual({
      field: `body.document.${path}`.replace(/^body\./, ''),
      message: expect.stringMatching(message),
    });
  });
});

import { join } from 'node:path';
import type { BrandConfigAttributes, KnownToggleName } from '@wayfare/contract';
import fp from 'fastify-plugin';
import { hashPassword } from '../../lib/password';
import { readBrandSeeds } from '../../seed/brand-seeds';
import { loadTestTokens } from '../../seed/test-tokens';

/** Password of every seeded demo member (`demo@<brand host>`). */
export const DEMO_PASSWORD = 'wayfare-demo';
export const DEMO_EXTERNAL_USER_ID = 'demo';

/** spec §9 flags: maintenance off everywhere; tag manager only for the localhost brand's origin. */
export function defaultToggles(domain: string): { name: KnownToggleName; enabled: boolean }[] {
  return [
    { name: 'travel.general.maintenance', enabled: false },
    { name: 'travel.search.v2', enabled: true },
    { name: 'travel.tracking.lmn_tealium', enabled: domain === 'localhost' },
  ];
}

function demoPoints(brand: BrandConfigAttributes): number {
  return brand.brandDetails.pointsConversionRate ? 25_000 : 0;
}

/**
 * Start-up seeding: brand configurations are upserted from seed/brands (the files win), flags and
 * demo members are only added when missing, so changes made in the database survive a restart.
 */
export const seed = fp(
  async (app) => {
    // One bad brand file must not take the other brands down: it is refused with its reason in the log.
    const { brands, refused } = await readBrandSeeds(join(app.config.seedDir, 'brands'));
    for (const { file, reason } of refused) app.log.error({ file, reason }, 'brand configuration refused');
    await app.brandConfigRepository.upsert(brands);
    for (const brand of brands) {
      const domain = brand.domain.toLowerCase();
      await app.featureToggleRepository.seedDefaults(domain, defaultToggles(domain));
      if (!(await app.memberRepository.exists(domain, DEMO_EXTERNAL_USER_ID))) {
        await app.memberRepository.insertIfMissing({
          domain,
          externalUserId: DEMO_EXTERNAL_USER_ID,
          programme: brand.offers.isClub ? 'club' : 'welfare',
          pointsBalance: demoPoints(brand),
          budgetRestriction: null,
          email: `demo@${domain}`,
          passwordHash: await hashPassword(DEMO_PASSWORD),
        });
      }
    }
    await app.ssoTokenRepository.deleteExpired();
    // Test tokens are signed with the real secret: outside development they are never made.
    const testTokens = app.config.isDevelopment
      ? await loadTestTokens(app.config.seedDir, app.config.ssoSigningSecret)
      : [];
    app.decorate('testTokens', testTokens);
    app.log.info({ brands: brands.map((brand) => brand.domain) }, 'seed data loaded');
  },
  { name: 'seed', dependencies: ['repositories'] },
);

import { join } from 'node:path';
import type { BrandConfigAttributes, KnownToggleName } from '@wayfare/contract';
import fp from 'fastify-plugin';
import { hashPassword } from '../../lib/password';
import { readBrandSeeds } from '../../seed/brand-seeds';
import { loadTestTokens } from '../../seed/test-tokens';
import { seedStudio } from '../../studio/studio-seed';

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
 * Seeding (issue 17: an explicit step, `npm run seed`, that boot runs only for the embedded database or
 * outside production, see SEED_ON_BOOT): brand configurations from seed/brands are added when missing, and
 * overwrite the database only in development (the files win there) or with `npm run seed -- --force`.
 * Flags and demo members are only added when missing, so changes made in the database survive a restart.
 */
export const seed = fp(
  async (app) => {
    // Test tokens are signed with the real secret: outside development they are never made.
    const testTokens = app.config.isDevelopment
      ? await loadTestTokens(app.config.seedDir, app.config.ssoSigningSecret)
      : [];
    app.decorate('testTokens', testTokens);
    if (!app.config.seed.onBoot) {
      app.log.info('seeding skipped at boot (SEED_ON_BOOT=false): run `npm run seed` as a release step');
      return;
    }
    // One bad brand file must not take the other brands down: it is refused with its reason in the log.
    const { brands, refused } = await readBrandSeeds(join(app.config.seedDir, 'brands'));
    for (const { file, reason } of refused) app.log.error({ file, reason }, 'brand configuration refused');
    let replaced = new Set<string>();
    if (app.config.seed.overwrite) {
      // Development lets the files win, except over brands an editor published in the studio (issue 20);
      // `npm run seed -- --force` overwrites those too, as a new version.
      const edited = app.config.seed.force ? new Set<string>() : await app.brandStore.editedDomains();
      const overwritten = brands.filter((brand) => !edited.has(brand.domain.toLowerCase()));
      await app.brandConfigRepository.upsert(overwritten);
      replaced = new Set(overwritten.map((brand) => brand.domain.toLowerCase()));
    } else {
      const added = await app.brandConfigRepository.insertMissing(brands);
      app.log.info({ added, kept: brands.length - added.length }, 'brand configurations: missing ones added');
    }
    // One hash for every demo member, as for the demo editors: they share the published demo password, and a hash
    // is a deliberate ~100 ms of CPU (one per brand made up half of a test app's start).
    let demoPasswordHash: Promise<string> | undefined;
    for (const brand of brands) {
      const domain = brand.domain.toLowerCase();
      await app.featureToggleRepository.seedDefaults(domain, defaultToggles(domain));
      if (!(await app.memberRepository.exists(domain, DEMO_EXTERNAL_USER_ID))) {
        demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
        await app.memberRepository.insertIfMissing({
          domain,
          externalUserId: DEMO_EXTERNAL_USER_ID,
          programme: brand.offers.isClub ? 'club' : 'welfare',
          pointsBalance: demoPoints(brand),
          budgetRestriction: null,
          email: `demo@${domain}`,
          passwordHash: await demoPasswordHash,
        });
      }
    }
    await seedStudio(app, brands, replaced);
    await app.ssoTokenRepository.deleteExpired();
    app.log.info({ brands: brands.map((brand) => brand.domain) }, 'seed data loaded');
  },
  { name: 'seed', dependencies: ['repositories', 'studio-store'] },
);

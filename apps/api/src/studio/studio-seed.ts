import type { BrandConfigAttributes, BrandDocument } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../lib/password';
import { SEED_AUTHOR } from './brand-store';

/** Password of the seeded demo studio accounts (development and test only). */
export const DEMO_STUDIO_PASSWORD = 'wayfare-studio';
export const DEMO_STUDIO_ADMIN = 'admin@studio.localhost';

/** `editor@<domain>`: the demo editor of one brand. */
export const demoEditorEmail = (domain: string) => `editor@${domain}`;

async function seedEditors(app: FastifyInstance, brands: readonly BrandConfigAttributes[]): Promise<void> {
  const { studioAdmin, isProduction } = app.config;
  if (studioAdmin) {
    await app.editorRepository.insertIfMissing({
      email: studioAdmin.email,
      displayName: 'Administrator',
      role: 'admin',
      domains: [],
      passwordHash: await hashPassword(studioAdmin.password),
    });
  }
  // Known demo passwords never reach production; there the administrator above is the only account.
  if (isProduction || (await app.editorRepository.findByEmail(DEMO_STUDIO_ADMIN))) return;
  // One hash for every demo account: they share the published demo password anyway, and boot stays fast.
  const passwordHash = await hashPassword(DEMO_STUDIO_PASSWORD);
  await app.editorRepository.insertIfMissing({
    email: DEMO_STUDIO_ADMIN,
    displayName: 'Studio administrator',
    role: 'admin',
    domains: [],
    passwordHash,
  });
  for (const brand of brands) {
    const domain = brand.domain.toLowerCase();
    await app.editorRepository.insertIfMissing({
      email: demoEditorEmail(domain),
      displayName: `${brand.brandDetails.brandName} editor`,
      role: 'editor',
      domains: [domain],
      passwordHash,
    });
  }
}

/**
 * The studio's side of seeding (issue 20): each brand file becomes its domain's version 1 ("seed import") and the
 * demo accounts exist. `replaced` are the domains whose served configuration the files just overwrote.
 */
export async function seedStudio(
  app: FastifyInstance,
  brands: readonly BrandConfigAttributes[],
  replaced: ReadonlySet<string>,
): Promise<void> {
  for (const brand of brands) {
    const domain = brand.domain.toLowerCase();
    const stored = await app.brandConfigRepository.find(domain);
    if (!stored) continue;
    const document: BrandDocument = {
      attributes: stored.attributes,
      flags: await app.featureToggleRepository.list(domain),
    };
    const latest = await app.brandStore.latest(domain);
    const edited = latest !== null && (latest.version > 1 || latest.author !== SEED_AUTHOR);
    if (edited && replaced.has(domain)) {
      // `seed --force` over a brand with a studio history: the files become its newest version.
      if (JSON.stringify(latest.document) !== JSON.stringify(document)) {
        await app.brandStore.publish(domain, document, 'seed --force');
      }
      continue;
    }
    await app.brandStore.recordImport(domain, document, replaced.has(domain));
  }
  await seedEditors(app, brands);
}

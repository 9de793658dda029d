import { brandDocumentSchema } from '@wayfare/contract';
import type { BrandDocument, StudioDraft, StudioVersion } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../lib/api-error';
import { ErrorMessage } from '@wayfare/contract';
import type { DraftRow, VersionRow } from './brand-store';
import { signPreviewToken } from './studio-tokens';

/** The published version of a domain (404 for a domain the store does not know). */
export async function publishedVersion(app: FastifyInstance, domain: string): Promise<VersionRow> {
  const latest = await app.brandStore.latest(domain);
  if (!latest) throw notFound(`No brand configuration for domain ${domain}`);
  return latest;
}

/** What an editor may not change: the domain and the environment stay those of the published brand. */
export function pinIdentity(document: BrandDocument, published: BrandDocument): BrandDocument {
  return {
    ...document,
    attributes: {
      ...document.attributes,
      domain: published.attributes.domain,
      environment: published.attributes.environment,
    },
  };
}

export function presentDraft(
  app: FastifyInstance,
  domain: string,
  draft: DraftRow | null,
  published: VersionRow,
): StudioDraft {
  return {
    domain,
    document: draft?.document ?? published.document,
    baseVersion: draft?.baseVersion ?? published.version,
    updatedAt: (draft?.updatedAt ?? published.createdAt).toISOString(),
    updatedBy: draft?.updatedBy ?? published.author,
    previewToken: signPreviewToken(domain, app.config.accessTokenSecret),
  };
}

export function presentVersion(row: VersionRow, publishedVersionNumber: number): StudioVersion {
  return {
    version: row.version,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    restoredFrom: row.restoredFrom,
    primaryColor: row.document.attributes.theme.primaryColor,
    heroTitle: row.document.attributes.landingContent.heroTitle,
    published: row.version === publishedVersionNumber,
  };
}

/** An older version checked against today's schema before it is published again (409 when it no longer fits). */
export function restorable(row: VersionRow): BrandDocument {
  const parsed = brandDocumentSchema.safeParse(row.document);
  if (!parsed.success) {
    throw new ApiError(ErrorMessage.CONFLICT, `Version ${row.version} no longer matches the brand schema`);
  }
  return parsed.data;
}

/** Every instance forgets the domain's cached configuration (spec §7 RemoveConfig); the next load reads the new one. */
export async function invalidateBrand(app: FastifyInstance, domain: string): Promise<void> {
  app.brandConfigCache.invalidate(domain);
  await app.brandCacheBus.publish({ domain });
}

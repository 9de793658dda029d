import type { BrandDocument } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/api-error';
import { verifyPreviewToken } from './studio-tokens';

/**
 * The document a preview token shows: the domain's draft, else its published version. A token for another
 * domain, forged or expired, is 403 (the app then shows its brand error rather than the wrong brand).
 */
export async function previewDraft(app: FastifyInstance, token: string, domain: string): Promise<BrandDocument> {
  if (verifyPreviewToken(token, app.config.accessTokenSecret) !== domain) {
    throw forbidden('Invalid or expired preview token');
  }
  const draft = await app.brandStore.draft(domain);
  if (draft) return draft.document;
  const published = await app.brandStore.latest(domain);
  if (!published) throw forbidden('Invalid or expired preview token');
  return published.document;
}

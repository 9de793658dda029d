import { join } from 'node:path';
import type { BrandDocument, Language, SafetyReport, TranslationTree } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { flattenKeys, loadTranslations } from '../seed/translations';
import { assetHashOf } from './asset-repository';
import { checkBrandSafety } from './safety-checks';

export interface StudioSafety {
  check(document: BrandDocument): Promise<SafetyReport>;
}

function uploadUrls(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string' && assetHashOf(value)) found.add(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) uploadUrls(item, found);
  return found;
}

/**
 * The safety checks with their facts looked up: the `common` translation keys of each language (read once) and
 * the type and size of every uploaded image the document names.
 */
export function createStudioSafety(app: FastifyInstance): StudioSafety {
  let keys: Promise<Map<string, Set<string>>> | undefined;
  const loadKeys = async () => {
    const store = await loadTranslations(join(app.config.seedDir, 'translations'));
    const common = store.get('common') ?? new Map<Language, TranslationTree>();
    return new Map([...common].map(([language, tree]) => [language as string, new Set(flattenKeys(tree))]));
  };
  return {
    async check(document) {
      keys ??= loadKeys();
      const byLanguage = await keys;
      const uploads = new Map<string, { contentType: string; size: number } | 'missing'>();
      for (const url of uploadUrls(document.attributes, new Set())) {
        const asset = await app.assetRepository.find(assetHashOf(url)!);
        uploads.set(url, asset ? { contentType: asset.contentType, size: asset.size } : 'missing');
      }
      return checkBrandSafety(document, {
        hasTranslation: (language, key) => byLanguage.get(language)?.has(key) ?? false,
        uploadOf: (url) => uploads.get(url) ?? null,
      });
    },
  };
}

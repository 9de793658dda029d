import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { accommodationTypeSchema, languageSchema, mealPlanSchema } from '@wayfare/contract';
import type { TranslationTree } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PACKAGE_DIR } from '../src/config';
import { AMENITIES, CHARACTERISTICS } from '../src/inventory/stays/stay-attributes';
import { loadBrandSeeds } from '../src/seed/brand-seeds';
import { flattenKeys, loadTranslations } from '../src/seed/translations';
import { buildTestApp } from './helper';

const translationsDir = join(API_PACKAGE_DIR, 'seed', 'translations');
const languages = languageSchema.options;

/** The keys whose text is an empty string, anywhere in a namespace's tree. */
function emptyTexts(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return tree.trim() === '' ? [prefix] : [];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => emptyTexts(value, prefix ? `${prefix}.${key}` : key));
}

describe('translation files', () => {
  it('have every key in all four languages, with non-empty texts', async () => {
    const store = await loadTranslations(translationsDir);
    for (const [namespace, files] of store) {
      expect([...files.keys()].sort(), namespace).toEqual([...languages].sort());
      const reference = flattenKeys(files.get('en')!).sort();
      for (const language of languages) {
        const tree = files.get(language)!;
        expect(flattenKeys(tree).sort(), `${namespace}/${language}`).toEqual(reference);
        // Leaf by leaf: a text ending in an escaped quote (\"{{key}}\") holds "" in the JSON without being empty.
        expect(emptyTexts(tree), `${namespace}/${language} has an empty text`).toEqual([]);
      }
    }
  });

  it('name every facet value the inventory sells (issue 19 item 9: no raw SEA_VIEW), results and hotel detail', async () => {
    const store = await loadTranslations(translationsDir);
    const codes = {
      amenity: AMENITIES,
      characteristic: CHARACTERISTICS,
      propertyType: accommodationTypeSchema.options,
      mealPlan: mealPlanSchema.options,
    };
    for (const namespace of ['stays', 'hotel-detail']) {
      // English is enough: the test above holds every language to the English keys.
      const keys = new Set(flattenKeys(store.get(namespace)!.get('en')!));
      for (const [group, values] of Object.entries(codes)) {
        const missing = values.filter((code) => !keys.has(`${group}.${code}`));
        expect(missing, `${namespace} ${group}`).toEqual([]);
      }
    }
  });

  it('keep the same {{placeholders}} in every language', async () => {
    const store = await loadTranslations(translationsDir);
    const common = store.get('common')!;
    const text = (tree: TranslationTree, key: string) =>
      key.split('.').reduce<TranslationTree | string>((node, part) => (node as TranslationTree)[part]!, tree) as string;
    for (const key of flattenKeys(common.get('en')!)) {
      const placeholders = (value: string) => (value.match(/\{\{\w+\}\}/g) ?? []).sort();
      const expected = placeholders(text(common.get('en')!, key));
      for (const language of languages)
        expect(placeholders(text(common.get(language)!, key)), `${language}:${key}`).toEqual(expected);
    }
  });

  it('include the spec §8 keys, the error pages and every key the brand seeds use', async () => {
    const keys = new Set(flattenKeys(JSON.parse(await readFile(join(translationsDir, 'en', 'common.json'), 'utf8'))));
    const required = [
      'exception.generic.title',
      'exception.generic.subtitle',
      'exception.generic.cta',
      'maintenance.title',
      'maintenance.description',
      'maintenance.cta',
      'notFound.title',
      'expiredSession.title',
      'cookies.title',
      'cookies.acceptAll',
      'cookies.rejectAll',
      'products.HGH',
    ];
    const brands = await loadBrandSeeds(join(API_PACKAGE_DIR, 'seed', 'brands'));
    for (const brand of brands) {
      required.push(brand.footer.legalTextKey);
      for (const banner of Object.values(brand.promoCampaign)) {
        if (banner) required.push(banner.ctaKey, banner.titleKey, banner.subtitleKey);
      }
    }
    for (const key of required) expect(keys.has(key), key).toBe(true);
  });
});

describe('GET /i18n/{namespace}/{language}.json', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  it('serves each language with a short cache', async () => {
    for (const language of languages) {
      const res = await app.inject(`/i18n/common/${language}.json`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.json().maintenance.title).toEqual(expect.any(String));
    }
    expect((await app.inject('/i18n/common/it.json')).json().products.H).toBe('Hotel');
  });

  it('answers 404 for an unknown namespace or language', async () => {
    for (const url of ['/i18n/nope/en.json', '/i18n/common/de.json', '/i18n/common/en', '/i18n/Common/en.json']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message, url).toBe('NOT_FOUND');
    }
  });
});

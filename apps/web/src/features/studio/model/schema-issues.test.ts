import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { brandDocumentSchema } from '@wayfare/contract';
import seed from '../../../../../api/seed/brands/localhost.json';
import { setAt } from './document-path';
import { draftSchemaIssues } from './schema-issues';
import type { SchemaIssue } from './schema-issues';
import type { StudioKey } from './studio-language';

const valid = { attributes: seed, flags: [{ name: 'travel.search.v2', enabled: true }] };

/** One bad value per kind of rule (the API's studio-validation.test.ts names every field), and its studio text. */
const BAD_FIELDS: [path: string, value: unknown, key: StudioKey, values?: Record<string, string>][] = [
  ['attributes.language', 'de', 'validation.oneOf', { values: 'it, es, en, fr' }],
  ['attributes.country', 'Italy', 'validation.country'],
  ['attributes.theme.primaryColor', 'blue', 'validation.colour'],
  ['attributes.theme.softPrimaryColor', '#fff', 'validation.colour'],
  ['attributes.brandDetails.currency', 'euro', 'validation.currency'],
  ['attributes.theme.favicon', 'javascript:alert(1)', 'validation.url'],
  ['attributes.brandDetails.policies.cookies', 'ftp://files.example/cookies', 'validation.url'],
  ['attributes.brandDetails.mapTileUrl', 'https://tiles.example/map.png', 'validation.tileTemplate'],
  ['attributes.brandDetails.mapTileUrl', 'http://tiles.example/{z}/{x}/{y}.png', 'validation.url'],
  ['attributes.landingContent.heroTitle', '', 'validation.required'],
  ['attributes.theme.logoPrimaryUrl', '   ', 'validation.required'],
  ['attributes.brandDetails.pageTitle', undefined, 'validation.required'],
  ['attributes.brandDetails.productTypesOrder', [], 'validation.minItems', { min: '1' }],
  ['attributes.brandDetails.pointsConversionRate', 0, 'validation.moreThan', { min: '0' }],
  ['attributes.landingContent.productSelector.showSelector', 'yes', 'validation.boolean'],
  ['attributes.brandDetails.pointsConversionRate', 'ten', 'validation.number'],
  ['attributes.products.0.productType', 'X', 'validation.oneOf', { values: 'H, DP, F, FF, HGH' }],
  ['flags.0.name', 'no spaces allowed', 'validation.flagName'],
  ['flags.0.enabled', 'on', 'validation.boolean'],
];

describe('schema problems of the draft as studio texts', () => {
  it('finds none in a seeded brand', () => {
    expect(brandDocumentSchema.safeParse(valid).success).toBe(true);
    expect(draftSchemaIssues(valid)).toEqual([]);
  });

  it.each(BAD_FIELDS)('names %s = %j with its rule', (path, value, key, values) => {
    const issues = draftSchemaIssues(setAt(valid, path, value));
    const expected: SchemaIssue = values ? { field: path, key, values } : { field: path, key };
    expect(issues).toContainEqual(expected);
  });

  it('gives the bound of a list that is too long', () => {
    const flags = Array.from({ length: 51 }, (_, index) => ({ name: `flag.${index}`, enabled: false }));
    expect(draftSchemaIssues({ ...valid, flags })).toEqual([
      { field: 'flags', key: 'validation.maxItems', values: { max: '50' } },
    ]);
  });

  it('answers whatever the input, never throwing', () => {
    for (const input of [null, undefined, 'draft', 42, [], { attributes: null, flags: 'none' }]) {
      const issues = draftSchemaIssues(input);
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) expect(issue.key).toMatch(/^validation\./);
    }
  });
});

type Tree = { [key: string]: string | Tree };

describe('the validation texts', () => {
  it('exist in every studio language, with the values they are given', async () => {
    for (const language of ['en', 'es', 'it', 'fr']) {
      const url = new URL(`../../../../../api/seed/translations/${language}/studio.json`, import.meta.url);
      const texts = (JSON.parse(await readFile(url, 'utf8')) as Tree).validation as Record<string, string>;
      for (const [, , key, values] of BAD_FIELDS) {
        const text = texts[key.replace('validation.', '')];
        expect(text, `${language} ${key}`).toBeTruthy();
        for (const name of Object.keys(values ?? {})) expect(text, `${language} ${key}`).toContain(`{{${name}}}`);
      }
    }
  });
});

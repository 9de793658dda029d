import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { languageSchema } from '@wayfare/contract';
import { studioLanguage } from './studio-language';

describe('studio language', () => {
  it("is the editor's choice, else the brand's language, else English", () => {
    expect(studioLanguage('fr', 'it')).toBe('fr');
    expect(studioLanguage(null, 'it')).toBe('it');
    expect(studioLanguage('de', 'es')).toBe('es');
    expect(studioLanguage('<b>', undefined)).toBe('en');
    expect(studioLanguage(null, 'en-GB')).toBe('en');
  });
});

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

describe('studio texts', () => {
  const read = async (language: string) =>
    new Map(
      leaves(
        JSON.parse(
          await readFile(
            new URL(`../../../../../api/seed/translations/${language}/studio.json`, import.meta.url),
            'utf8',
          ),
        ) as Tree,
      ),
    );

  it('say the same thing in every language: the same keys and {{placeholders}}, never empty', async () => {
    const english = await read('en');
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const language of languageSchema.options) {
      const texts = await read(language);
      expect([...texts.keys()].sort(), language).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim(), `${language}:${key}`).not.toBe('');
        expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(english.get(key)!));
      }
    }
  });

  it('are translated, not copied from English, for the texts an editor reads most', async () => {
    const english = await read('en');
    for (const language of ['es', 'it', 'fr']) {
      const texts = await read(language);
      for (const key of ['save.saved', 'publish.publish', 'editor.tabTheme', 'preview.title', 'signIn.submit']) {
        expect(texts.get(key), `${language}:${key}`).not.toBe(english.get(key));
      }
    }
  });
});

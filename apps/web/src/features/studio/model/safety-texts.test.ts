import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { SafetyIssue } from '@wayfare/contract';
import { safetyIssueText } from './safety-texts';
import type { StudioKey } from './studio-language';

type Tree = { [key: string]: string | Tree };

async function translator(language: string) {
  const url = new URL(`../../../../../api/seed/translations/${language}/studio.json`, import.meta.url);
  const tree = JSON.parse(await readFile(url, 'utf8')) as Tree;
  return (key: StudioKey, values: Record<string, string | number> = {}) => {
    const text = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, tree) as string;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}

const document = { attributes: { language: 'fr', footer: { legalTextKey: 'footer.legal' } } };
const contrast: SafetyIssue = {
  check: 'contrast',
  field: 'attributes.theme.primaryColor',
  message: 'Primary colour on white has contrast 1.23:1; WCAG AA needs 4.5:1 (try #7a6400)',
  ratio: 1.234,
  suggestion: '#7a6400',
};

describe('safety check reasons in the studio language', () => {
  it('say the same as the API in English, with the ratio and a passing colour', async () => {
    const t = await translator('en');
    expect(safetyIssueText(contrast, document, t)).toBe(contrast.message);
    const onPrimary = { ...contrast, field: 'attributes.theme.primaryTextColor', suggestion: undefined };
    expect(safetyIssueText(onPrimary, document, t)).toBe(
      'Text on the primary colour has contrast 1.23:1; WCAG AA needs 4.5:1',
    );
  });

  it('are translated, naming the missing translation key and language', async () => {
    const t = await translator('fr');
    expect(safetyIssueText(contrast, document, t)).toBe(
      'La couleur principale sur blanc a un contraste de 1.23:1 ; WCAG AA exige 4,5:1 (essayez #7a6400)',
    );
    const missing: SafetyIssue = {
      check: 'translation',
      field: 'attributes.footer.legalTextKey',
      message: 'Translation key "footer.legal" is missing in language "fr"',
    };
    expect(safetyIssueText(missing, document, t)).toBe(
      'La clé de traduction « footer.legal » manque dans la langue « fr »',
    );
    const url: SafetyIssue = { check: 'url', field: 'attributes.brandDetails.policies.cookies', message: 'x' };
    expect(safetyIssueText(url, document, t)).toContain('https://');
  });

  it("keep the API's sentence when the report lacks what the text needs", async () => {
    const t = await translator('it');
    expect(safetyIssueText({ ...contrast, ratio: undefined }, document, t)).toBe(contrast.message);
    const odd: SafetyIssue = { check: 'translation', field: 'attributes.nowhere', message: 'API text' };
    expect(safetyIssueText(odd, document, t)).toBe('API text');
  });
});

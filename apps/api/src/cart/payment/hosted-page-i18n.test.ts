import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadTranslations } from '../../seed/translations';
import type { TranslationStore } from '../../seed/translations';
import { hostedTexts } from './hosted-page-i18n';

const store: TranslationStore = new Map([
  [
    'hosted-payment',
    new Map([
      ['en', { pay: 'Pay {{amount}}', only: 'English only', errors: { cvc: 'Enter the code.' } }],
      ['fr', { pay: 'Payer {{amount}}', errors: { cvc: 'Saisissez le code.' } }],
    ]),
  ],
]) as TranslationStore;

describe('hostedTexts', () => {
  it("words the page in the brand's language, with values", () => {
    const t = hostedTexts(store, 'fr');
    expect(t('pay', { amount: '40,32 CHF' })).toBe('Payer 40,32 CHF');
    expect(t('errors.cvc')).toBe('Saisissez le code.');
  });

  it('falls back to English, then to the key, and leaves unknown placeholders', () => {
    const t = hostedTexts(store, 'fr');
    expect(t('only')).toBe('English only');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('pay')).toBe('Payer {{amount}}');
    expect(hostedTexts(new Map(), 'it')('pay')).toBe('pay');
  });

  it('starts the order line under the heading with a capital in every seed language ("order WF-…" read as a fragment)', async () => {
    const seed = await loadTranslations(fileURLToPath(new URL('../../../seed/translations', import.meta.url)));
    for (const language of ['en', 'es', 'fr', 'it'] as const) {
      const line = hostedTexts(seed, language)('order', { orderNumber: 'WF-TEST0001' });
      expect(line, language).toMatch(/^\p{Lu}\p{Ll}+ WF-TEST0001$/u);
    }
  });
});

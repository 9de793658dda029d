import { describe, expect, it } from 'vitest';
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
});

import { describe, expect, it, vi } from 'vitest';
import { createOutageStore, NO_OUTAGE } from './i18n-outage';
import { outageTexts } from './i18n-outage-texts';

describe('translations outage store', () => {
  it('counts each namespace once and tells its listeners only on change', () => {
    const store = createOutageStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    expect(store.get()).toBe(NO_OUTAGE);
    store.report('common', 'builtIn');
    store.report('common', 'builtIn');
    store.report('flights', 'missing');
    expect(store.get()).toEqual({ builtIn: ['common'], missing: ['flights'] });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.report('stays', 'builtIn');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('bundles every outage text in the four languages', () => {
    for (const language of ['it', 'es', 'en', 'fr']) {
      const texts = outageTexts(language);
      for (const text of Object.values(texts)) expect(text.trim().length).toBeGreaterThan(3);
    }
    expect(outageTexts('fr').reload).not.toBe(outageTexts('en').reload);
  });
});

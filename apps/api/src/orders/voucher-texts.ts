import type { Language, TranslationTree } from '@wayfare/contract';
import type { TranslationStore } from '../seed/translations';

/** `t('cancel.title')` in one language of the `trips` namespace, the one the order page uses too. */
export type TripTexts = (key: string, values?: Record<string, string | number>) => string;

function lookup(tree: TranslationTree | undefined, key: string): string | null {
  let node: TranslationTree | string | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return null;
    node = node[part];
  }
  return typeof node === 'string' ? node : null;
}

/** English when a key is missing in the language, the key itself when even that is: a voucher never fails on text. */
export function tripTexts(store: TranslationStore, language: string): TripTexts {
  const namespace = store.get('trips');
  const own = namespace?.get((['it', 'es', 'en', 'fr'].includes(language) ? language : 'en') as Language);
  const english = namespace?.get('en');
  return (key, values = {}) => {
    const text = lookup(own, key) ?? lookup(english, key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
}

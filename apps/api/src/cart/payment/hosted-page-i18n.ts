import type { Language, TranslationTree } from '@wayfare/contract';
import type { TranslationStore } from '../../seed/translations';

/** `t('errors.expiry', { x })` for one language of the `hosted-payment` namespace. */
export type HostedTexts = (key: string, values?: Record<string, string>) => string;

export const HOSTED_NAMESPACE = 'hosted-payment';

function lookup(tree: TranslationTree | undefined, key: string): string | null {
  let node: TranslationTree | string | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return null;
    node = node[part];
  }
  return typeof node === 'string' ? node : null;
}

/**
 * The hosted page's texts in the brand's language (issue 13 §8), from the seed translations every language
 * completes; English when a key is missing, the key itself when even that is (the page never breaks).
 */
export function hostedTexts(store: TranslationStore, language: Language): HostedTexts {
  const namespace = store.get(HOSTED_NAMESPACE);
  const own = namespace?.get(language);
  const english = namespace?.get('en');
  return (key, values = {}) => {
    const text = lookup(own, key) ?? lookup(english, key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

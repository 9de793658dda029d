import type { Locale } from 'antd/es/locale';
import type { Language } from '@wayfare/contract';

/** antd's texts (date picker, pagination, modal buttons) in the brand language; loaded on demand, one file each. */
const loaders: Record<Language, () => Promise<{ default: Locale }>> = {
  it: () => import('antd/es/locale/it_IT'),
  es: () => import('antd/es/locale/es_ES'),
  // British English: day-first dates suit the European brands (weeks start on Monday for all, spec §9).
  en: () => import('antd/es/locale/en_GB'),
  fr: () => import('antd/es/locale/fr_FR'),
};

const pending = new Map<Language, Promise<Locale>>();

/** The same promise per language, so React's `use()` can suspend on it across renders. */
export function loadAntdLocale(language: Language): Promise<Locale> {
  let promise = pending.get(language);
  if (!promise) {
    const loading = loaders[language]().then((module) => {
      // Marked the way React's `use()` reads a settled promise: a page hydrating after the file arrived
      // renders at once instead of suspending one more time (app/ssr/).
      Object.assign(loading, { status: 'fulfilled', value: module.default });
      return module.default;
    });
    promise = loading;
    pending.set(language, promise);
  }
  return promise;
}

export type { Locale as AntdLocale };

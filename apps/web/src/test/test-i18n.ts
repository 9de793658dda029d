import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * A ready i18next instance for component tests, in English with the given namespaces' resources (import the
 * API's seed files, e.g. `apps/api/seed/translations/en/consent.json`). No network, no suspense.
 */
export function createTestI18n(namespaces: Record<string, object>, language = 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: language,
    ns: Object.keys(namespaces),
    defaultNS: Object.keys(namespaces)[0],
    resources: { [language]: namespaces as Record<string, Record<string, unknown>> },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

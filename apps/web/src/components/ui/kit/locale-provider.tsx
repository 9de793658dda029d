import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const LocaleContext = createContext<string | undefined>(undefined);

/**
 * The brand's locale (`fr-CH`, `it-IT`…) for every kit component below: React Aria's own texts (a select's
 * "Choose an item", a slider's and a calendar's numbers and dates) follow the brand, not the browser. Our own
 * context, not React Aria's I18nProvider: at the root, that one brought React Aria's i18n and SSR modules into the
 * landing's first load (React Aria there was 18.4 KB gzip of 172.9 KB; issue 16: goal 150 KB). Each kit component
 * that renders React Aria hands this locale to it at its own root (kit/aria-locale.tsx), in a module the landing
 * only loads on demand.
 */
export function LocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The locale of the nearest LocaleProvider (undefined outside one: React Aria then uses the browser's). */
export function useKitLocale(): string | undefined {
  return useContext(LocaleContext);
}

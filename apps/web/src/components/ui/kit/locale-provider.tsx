import { I18nProvider } from 'react-aria-components';
import type { ReactNode } from 'react';

/**
 * The brand's locale (`fr-CH`, `it-IT`…) for every kit component below: React Aria's own texts (a select's
 * "Choose an item", a slider's and a calendar's numbers and dates) follow the brand, not the browser.
 */
export function LocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}

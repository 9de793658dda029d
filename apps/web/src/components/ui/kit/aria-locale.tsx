import { I18nProvider } from 'react-aria-components';
import type { ReactNode } from 'react';
import { useKitLocale } from './locale-provider';

/**
 * React Aria's I18nProvider with the brand's locale (kit/locale-provider.tsx), at the root of every kit component
 * that renders React Aria: calendars (week start, month names), number fields, a select's and a slider's texts
 * follow the brand. Here rather than once at the app's root, where it put React Aria's i18n and SSR modules on the
 * landing's first load (issue 16); every module rendering it already imports React Aria. first-screen-imports.test.ts
 * checks each kit component that renders React Aria renders this.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={useKitLocale()}>{children}</I18nProvider>;
}

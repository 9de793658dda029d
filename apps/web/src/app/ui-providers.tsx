import { use, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { loadAntdLocale } from '../components/ui/antd-locale';
import { UiProvider } from '../components/ui/ui-provider';
import { useBrand } from '../lib/brand-context';
import { setDateLanguage } from '../lib/dayjs';
import { getRuntimeConfig } from '../lib/runtime-config';
import { buildTheme } from '../lib/theme';

/**
 * The antd side (loaded with the first route, never in the entry: design.md keeps antd out of the critical
 * entry): the brand theme, antd's texts and dates in the brand language, and the CSP style nonce.
 * Suspends until the antd locale file arrived.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const antdLocale = use(loadAntdLocale(brand.language));
  const theme = useMemo(() => buildTheme(brand), [brand]);
  // Global and idempotent; set before any screen below formats a date.
  setDateLanguage(brand.language);
  return (
    <UiProvider theme={theme} locale={antdLocale} styleNonce={getRuntimeConfig().styleNonce}>
      {children}
    </UiProvider>
  );
}

/** The root route's element: every screen renders inside the antd providers. */
export function UiLayout() {
  return (
    <UiProviders>
      <Outlet />
    </UiProviders>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { BrandConfig } from '../lib/brand-config';
import { BrandProvider } from '../lib/brand-context';

/** What every part of the app needs before the brand is known (entry chunk). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * What every screen needs once the brand is known: the brand and its translations (entry chunk). The antd
 * side (theme, antd locale, CSP nonce) is ./ui-providers.tsx, loaded with the first route so antd stays out
 * of the entry chunk.
 */
export function BrandProviders({ brand, i18n, children }: { brand: BrandConfig; i18n: I18n; children: ReactNode }) {
  return (
    <BrandProvider brand={brand}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </BrandProvider>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TranslationsOutageNotice, TranslationsOutagePage } from '../features/errors/components/translations-outage';
import type { BrandConfig } from '../lib/brand-config';
import { BrandProvider } from '../lib/brand-context';
import { isTextless } from '../lib/i18n-outage';
import { useTranslationsOutage } from './use-translations-outage';

/** What every part of the app needs before the brand is known (entry chunk). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * What every screen needs once the brand is known: the brand and its translations (entry chunk).
 * A translations outage (issue 15) is said here, in the brand's language: a notice over the
 * screens when the built-in texts stand in, a branded message instead of them when there is no text at all.
 */
export function BrandProviders({ brand, i18n, children }: { brand: BrandConfig; i18n: I18n; children: ReactNode }) {
  const outage = useTranslationsOutage(i18n);
  if (isTextless(outage)) {
    return (
      <TranslationsOutagePage
        language={brand.language}
        brandName={brand.brand.brandName}
        logoUrl={brand.theme.logoPrimaryUrl}
      />
    );
  }
  return (
    <BrandProvider brand={brand}>
      <I18nextProvider i18n={i18n}>
        {outage.builtIn.length > 0 && <TranslationsOutageNotice language={brand.language} />}
        {children}
      </I18nextProvider>
    </BrandProvider>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyBrandToDocument } from '../features/brand/model/apply-brand-document';
import type { BrandConfig } from '../lib/brand-config';
import { initI18n, startupNamespaces } from '../lib/i18n';
import { numberFormat } from '../lib/intl-format';
import type { RuntimeConfig } from '../lib/runtime-config';

/** The query that holds the brand's ready i18next instance (the server renderer seeds it, app/ssr/). */
export function brandSetupQueryKey(language: string | undefined, translationsUrl: string) {
  return ['brand-setup', language, translationsUrl] as const;
}

/**
 * What depends on the brand's language and look before the first screen: translations (common namespace) and
 * the page chrome (lang, title, favicon, colour variables). Resolves even if translations fail (keys show).
 */
export function useBrandSetup(brand: BrandConfig | undefined, config: RuntimeConfig) {
  useEffect(() => {
    if (brand) applyBrandToDocument(brand);
  }, [brand]);

  const language = brand?.language;
  // The first number formatter of a language loads its locale data (tens of ms on a phone): done while the
  // browser is idle, not inside the render that first shows prices (design.md quality bars: TBT).
  useEffect(() => {
    if (!language || typeof window.requestIdleCallback !== 'function') return undefined;
    const id = window.requestIdleCallback(() => numberFormat(language));
    return () => window.cancelIdleCallback(id);
  }, [language]);
  return useQuery({
    queryKey: brandSetupQueryKey(language, config.translationsUrl),
    enabled: language !== undefined,
    staleTime: Infinity,
    structuralSharing: false,
    queryFn: async () => {
      if (!language) throw new Error('no brand language');
      return initI18n({
        translationsUrl: config.translationsUrl,
        translationsKey: config.translationsKey,
        language,
        namespaces: startupNamespaces(window.location.pathname),
      });
    },
  });
}

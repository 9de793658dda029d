import type { i18n as I18n } from 'i18next';
import { LoadingScreen } from '../features/loading/components/loading-screen';
import { loadingLogoFor } from '../features/loading/model/default-logo';
import { LOADING_LABEL_FALLBACK } from '../features/loading/model/loading-label';
import type { BrandConfig } from '../lib/brand-config';

/** The loading screen of spec §2 for a brand: its secondary logo (else the host's default) and the bar. */
export function StartupLoading({ brand, i18n }: { brand: BrandConfig; i18n?: I18n | undefined }) {
  const fallback = LOADING_LABEL_FALLBACK[brand.language];
  const label = i18n?.isInitialized ? i18n.t('common.loading', { defaultValue: fallback }) : fallback;
  const hostname = typeof window === 'undefined' ? brand.domain : window.location.hostname;
  return (
    <LoadingScreen
      logo={loadingLogoFor({ ...brand.theme, brandName: brand.brand.brandName }, hostname)}
      label={label}
    />
  );
}

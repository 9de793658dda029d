import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { LoadingScreen } from '../features/loading/components/loading-screen';
import { loadingLogoFor } from '../features/loading/model/default-logo';
import { LOADING_LABEL_FALLBACK } from '../features/loading/model/loading-label';
import type { BrandConfig } from '../lib/brand-config';
import { SHELL_GRACE_MS, hasServerShell } from './startup-shell';

/** One deadline for every loading screen of the startup (brand, flags, first route), from the first one. */
let graceDeadline: number | null = null;

/** For tests: forget the deadline. */
export function resetShellGrace(): void {
  graceDeadline = null;
}

/** False while the server's brand shell is up and the startup is younger than SHELL_GRACE_MS; true otherwise. */
export function useShellGraceOver(): boolean {
  const [over, setOver] = useState(() => {
    if (!hasServerShell()) return true;
    graceDeadline ??= Date.now() + SHELL_GRACE_MS;
    return Date.now() >= graceDeadline;
  });
  useEffect(() => {
    if (over || graceDeadline === null) return;
    const timer = window.setTimeout(() => setOver(true), Math.max(0, graceDeadline - Date.now()));
    return () => window.clearTimeout(timer);
  }, [over]);
  return over;
}

/**
 * The loading screen of spec §2 for a brand: its secondary logo (else the host's default) and the bar. Behind
 * the server's brand shell it waits SHELL_GRACE_MS first (./startup-shell.ts), so a quick startup never flashes it.
 */
export function StartupLoading({ brand, i18n }: { brand: BrandConfig; i18n?: I18n | undefined }) {
  const show = useShellGraceOver();
  if (!show) return null;
  const fallback = LOADING_LABEL_FALLBACK[brand.language];
  const label = i18n?.isInitialized ? i18n.t('common.loading', { defaultValue: fallback }) : fallback;
  return (
    <LoadingScreen
      logo={loadingLogoFor({ ...brand.theme, brandName: brand.brand.brandName }, window.location.hostname)}
      label={label}
    />
  );
}

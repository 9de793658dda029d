/**
 * spec §2: without a brand secondary logo, the loading screen picks a default by host: one of two brands'
 * logos, else a neutral one (files in apps/web/public/loading-logos/).
 */
export const DEFAULT_LOADING_LOGOS = {
  tophotel: { src: '/loading-logos/tophotel.svg', name: 'TopHotel Collezione' },
  club: { src: '/loading-logos/club.svg', name: 'Club Évasion' },
  neutral: { src: '/loading-logos/wayfare.svg', name: 'Wayfare' },
} as const;

export interface LoadingLogo {
  src: string;
  /** The brand the logo shows (its alt text). */
  name: string;
}

/** The first label of the host (`tophotel.localhost` → `tophotel`), lower-cased. */
function firstLabel(hostname: string): string {
  return hostname.trim().toLowerCase().split('.')[0] ?? '';
}

export function defaultLoadingLogo(hostname: string): LoadingLogo {
  const label = firstLabel(hostname);
  if (label === 'tophotel' || label.startsWith('tophotel-')) return DEFAULT_LOADING_LOGOS.tophotel;
  if (label === 'club' || label.startsWith('club-')) return DEFAULT_LOADING_LOGOS.club;
  return DEFAULT_LOADING_LOGOS.neutral;
}

/** The brand's own secondary logo when it has one; else the default for the host. */
export function loadingLogoFor(
  brand: { logoSecondaryUrl?: string | undefined; brandName: string },
  hostname: string,
): LoadingLogo {
  return brand.logoSecondaryUrl ? { src: brand.logoSecondaryUrl, name: brand.brandName } : defaultLoadingLogo(hostname);
}

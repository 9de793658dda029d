/**
 * spec §4: for one brand origin an external cookie-consent script is loaded instead of our banner. That origin is
 * the club demo brand's; its script is the partner's (served with the brand's assets) and writes the same
 * acceptance cookie, then fires lib/consent-store's CONSENT_CHANGED_EVENT.
 */
export const EXTERNAL_CONSENT_BRAND_ORIGIN = 'CLUB';
export const EXTERNAL_CONSENT_SCRIPT_URL = '/brand-assets/club/consent.js';

export function usesExternalConsent(brandOrigin: string): boolean {
  return brandOrigin.toUpperCase() === EXTERNAL_CONSENT_BRAND_ORIGIN;
}

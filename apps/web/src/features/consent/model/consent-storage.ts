import { setListCookie } from '../../../lib/cookies';
import { ACCEPTANCE_COOKIE, publishAcceptance } from '../../../lib/consent-store';
import type { ConsentCategory } from '../../../lib/consent-store';
import { ACCEPTANCE_DAYS, acceptanceCookieValue, LEGACY_CONSENT_COOKIE, legacyCookieValue } from './consent';

/**
 * Stores the choice (spec §4): the acceptance cookie and the legacy cookie, both for 365 days, SameSite=Lax and
 * Secure on https (lib/cookies), then tells the rest of the app (tracking starts or stays off).
 */
export function storeConsent(categories: readonly ConsentCategory[]): void {
  const options = { expires: ACCEPTANCE_DAYS };
  setListCookie(ACCEPTANCE_COOKIE, acceptanceCookieValue(categories).split(','), options);
  setListCookie(LEGACY_CONSENT_COOKIE, legacyCookieValue(categories).split(','), options);
  publishAcceptance();
}

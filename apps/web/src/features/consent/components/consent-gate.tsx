import { Suspense, useEffect } from 'react';
import { useBrand } from '../../../lib/brand-context';
import { useAcceptance } from '../../../lib/consent-store';
import { reportError } from '../../../lib/error-reporting';
import { loadScript } from '../../../lib/load-script';
import { useSsoSettled } from '../../../lib/sso-status';
import { storeConsent } from '../model/consent-storage';
import { EXTERNAL_CONSENT_SCRIPT_URL, usesExternalConsent } from '../model/external-consent';
import { ConsentBanner } from './consent-banner';

/**
 * The partner's consent script, loaded once sign-in settled (so it never sees the `a` token). A leaf of its own:
 * sign-in settles in the browser, and React re-renders the holder of that flag synchronously right after
 * hydration; here that is nothing but this (the gate and its banner rendered again in the hydration task).
 */
function ExternalConsentScript() {
  const ssoSettled = useSsoSettled();
  useEffect(() => {
    if (!ssoSettled) return;
    loadScript(EXTERNAL_CONSENT_SCRIPT_URL).catch((error: unknown) => reportError(error, { source: 'consent script' }));
  }, [ssoSettled]);
  return null;
}

/**
 * Cookie consent (spec §2, §4), mounted once inside the themed layout: our banner while no acceptance cookie
 * exists, or, for the one brand origin that has its own, the partner's consent script (after sign-in settled).
 */
export function ConsentGate() {
  const brand = useBrand();
  const acceptance = useAcceptance();
  if (usesExternalConsent(brand.brand.brandOrigin)) return acceptance === null ? <ExternalConsentScript /> : null;
  if (acceptance !== null) return null;
  return (
    // The consent namespace loads on first use; nothing shows until its texts are in.
    <Suspense fallback={null}>
      <ConsentBanner cookiePolicyUrl={brand.brand.policies.cookies} onChoose={storeConsent} />
    </Suspense>
  );
}

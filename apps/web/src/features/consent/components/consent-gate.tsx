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
 * Cookie consent (spec §2, §4), mounted once inside the themed layout: our banner while no acceptance cookie
 * exists, or, for the one brand origin that has its own, the partner's consent script (after sign-in settled,
 * so it never sees the `a` token).
 */
export function ConsentGate() {
  const brand = useBrand();
  const acceptance = useAcceptance();
  const ssoSettled = useSsoSettled();
  const external = usesExternalConsent(brand.brand.brandOrigin);
  const loadExternal = external && acceptance === null && ssoSettled;

  useEffect(() => {
    if (!loadExternal) return;
    loadScript(EXTERNAL_CONSENT_SCRIPT_URL).catch((error: unknown) => reportError(error, { source: 'consent script' }));
  }, [loadExternal]);

  if (external || acceptance !== null) return null;
  return (
    // The consent namespace loads on first use; nothing shows until its texts are in.
    <Suspense fallback={null}>
      <ConsentBanner cookiePolicyUrl={brand.brand.policies.cookies} onChoose={storeConsent} />
    </Suspense>
  );
}

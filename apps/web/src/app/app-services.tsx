import { SsoSignIn } from '../features/sso/components/sso-sign-in';
import { TrackingProvider } from '../features/tracking/components/tracking-provider';
import type { BrandConfig } from '../lib/brand-config';
import type { RuntimeConfig } from '../lib/runtime-config';
import type { AppRouter } from './router-history';

export interface AppServicesProps {
  config: RuntimeConfig;
  brand: BrandConfig | undefined;
  brandFailed: boolean;
  router: AppRouter;
  tagManagerFlag: boolean;
}

/**
 * What runs beside every screen and renders nothing: tracking (page views, what screens emit on lib/track-bus,
 * the tag manager, error reporting) and the external sign-in step (spec §4). A chunk of its own, loaded once the
 * page is interactive (app.tsx `AfterHydration`): 2.6 KB gzip the landing no longer loads before it is usable
 * (issue 16: 150 KB). Nothing is lost meanwhile: the screens' events wait on the track bus, the page's first inline
 * script already took the sign-in token out of the address bar, and what waits for the sign-in (the account
 * corner, tracking, third-party scripts) waits on lib/sso-status.
 */
export function AppServices({ router, brand, brandFailed, ...tracking }: AppServicesProps) {
  return (
    <>
      <TrackingProvider {...tracking} brand={brand} brandFailed={brandFailed} router={router} />
      <SsoSignIn brand={brand} brandFailed={brandFailed} router={router} />
    </>
  );
}

import { useEffect, useMemo } from 'react';
import type { BrandConfig } from '../../../lib/brand-config';
import { allows, useAcceptance } from '../../../lib/consent-store';
import { reportError } from '../../../lib/error-reporting';
import { getSessionFingerprint, getUserFingerprint } from '../../../lib/fingerprint';
import { loadScript } from '../../../lib/load-script';
import type { RuntimeConfig } from '../../../lib/runtime-config';
import { getSsoStatus, useSsoSettled } from '../../../lib/sso-status';
import { emitTrack, subscribeTrack } from '../../../lib/track-bus';
import { sendTrackingEvent } from '../api/track-event';
import { pageViewRequest } from '../model/page-view';
import { errorReportingOptions } from '../model/sentry-options';
import { shouldLoadTagManager, tagManagerScriptUrl } from '../model/tag-manager';
import { createTracker } from '../model/tracker';
import type { TrackingContext } from '../model/tracking-event';
import { buildTrackingEvent } from '../model/tracking-event';
import { enableSessionReplay, startErrorReporting, stopErrorReporting } from '../reporting/start-error-reporting';

/** The parts of the app's router (app/router-history.ts) page views need. */
export interface TrackedRouter {
  state: { location: { pathname: string; search: string } };
  subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): () => void;
}

type BaseContext = Omit<TrackingContext, 'fingerprint' | 'sessionFingerprint' | 'externalUserId'>;

/** Read at send time, so events queued before the brand loaded still carry it. */
let context: BaseContext | null = null;
function setContext(next: BaseContext): void {
  context = next;
}

/** One tracker per page: it outlives remounts, so nothing queued is lost. */
const tracker = createTracker((request) => {
  if (!context) return;
  // The fingerprints are technical local-storage ids (spec §3); created only when something is really sent.
  const event = buildTrackingEvent(request, {
    ...context,
    fingerprint: getUserFingerprint(),
    sessionFingerprint: getSessionFingerprint(),
    externalUserId: getSsoStatus().externalUserId,
  });
  sendTrackingEvent(event);
});

export interface TrackingProviderProps {
  config: RuntimeConfig;
  brand: BrandConfig | undefined;
  /** The brand configuration could not load: technical events (the error views) still go out. */
  brandFailed?: boolean;
  /** For page views on every route change; absent while no router runs (brand failure). */
  router?: TrackedRouter;
  /** The `travel.tracking.lmn_tealium` feature flag (spec §7, §9). */
  tagManagerFlag?: boolean;
}

/**
 * Tracking (spec §3, §7, §8, §9), mounted once at the app's top: sends what screens emit on lib/track-bus plus
 * page views, once sign-in settled and as consent allows; loads the tag manager and error reporting. Renders
 * nothing.
 */
export function TrackingProvider({
  config,
  brand,
  brandFailed = false,
  router,
  tagManagerFlag = false,
}: TrackingProviderProps) {
  const ssoSettled = useSsoSettled();
  const acceptance = useAcceptance();
  const measurementAllowed = allows(acceptance, 'measurement');
  // `location` exists only in the browser; a server render of an unknown domain has neither brand nor config domain.
  const domain = brand?.domain ?? config.brandDomain ?? (typeof location === 'undefined' ? '' : location.hostname);
  const ready = ssoSettled && (brand !== undefined || brandFailed);

  const brandBase = brand?.brand.brandBase;
  const brandOrigin = brand?.brand.brandOrigin;
  useEffect(() => {
    setContext({ appVersion: config.appVersion, brand: brandBase ?? domain, subBrand: brandOrigin, domain });
    tracker.update({ ready, acceptance });
  }, [config.appVersion, brandBase, brandOrigin, domain, ready, acceptance]);

  // After the context above is set, so the backlog goes out with the right brand. Unmounted, nothing is sent.
  useEffect(() => {
    const unsubscribe = subscribeTrack(tracker.push);
    return () => {
      unsubscribe();
      tracker.update({ ready: false, acceptance: null });
    };
  }, []);

  // Page views: the first screen and every later path change.
  useEffect(() => {
    if (!router) return;
    let lastPath = router.state.location.pathname;
    emitTrack(pageViewRequest(router.state.location));
    return router.subscribe(({ location: next }) => {
      if (next.pathname === lastPath) return;
      lastPath = next.pathname;
      emitTrack(pageViewRequest(next));
    });
  }, [router]);

  const options = useMemo(() => errorReportingOptions(config), [config]);
  useEffect(() => {
    // Reporting starts after sign-in settled (its requests carry the page URL, which must not hold the token)
    // and only with measurement consent; a reject stops it (issue 15).
    if (!options || !ssoSettled) return;
    if (!measurementAllowed) {
      void stopErrorReporting();
      return;
    }
    void startErrorReporting(options).then(() => enableSessionReplay());
  }, [options, ssoSettled, measurementAllowed]);

  const tagManagerUrl =
    brand &&
    shouldLoadTagManager({
      brandOrigin: brand.brand.brandOrigin,
      flagEnabled: tagManagerFlag,
      measurementAllowed,
      ssoSettled,
    })
      ? tagManagerScriptUrl(config.tagManagerBaseUrl, brand.brand.brandBase, config.environment)
      : null;
  useEffect(() => {
    if (!tagManagerUrl) return;
    loadScript(tagManagerUrl).catch((error: unknown) => reportError(error, { source: 'tag manager' }));
  }, [tagManagerUrl]);

  return null;
}

import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { resolveBrandDomain, useBrandConfig } from '../features/brand/api/get-brand-config';
import { BrandConfigErrorPage } from '../features/errors/components/brand-config-error-page';
import { ErrorBoundary } from '../features/errors/components/error-boundary';
import { PlainExceptionPage } from '../features/errors/components/plain-exception-page';
import { useFeatureFlags } from '../features/feature-flags/api/get-feature-flags';
import { FLAGS, isFlagEnabled } from '../features/feature-flags/model/flags';
import { isMaintenanceMode, readMaintenanceSetting } from '../features/feature-flags/model/maintenance';
import { AfterHydration } from '../lib/after-hydration';
import type { RuntimeConfig } from '../lib/runtime-config';
import { startupPhase } from './model/startup';
import { BrandProviders } from './providers';
import { createBrowserAppRouter } from './router-history';
import type { AppRouter } from './router-history';
import { AppRouterProvider } from './router-provider';
import { StartupProvider } from './startup-context';
import { StartupError } from './startup-error';
import { StartupLoading } from './startup-loading';
import { reportRenderError, trackBrandConfigFailure, trackBrandConfigView, trackErrorBoundaryView } from './track';
import { useBrandSetup } from './use-brand-setup';

const AppServices = lazy(() => import('./app-services').then((module) => ({ default: module.AppServices })));

function storedMaintenanceSetting(): string | null {
  try {
    return readMaintenanceSetting(window.localStorage);
  } catch {
    // Reading `localStorage` itself throws where storage is blocked.
    return null;
  }
}

export interface AppProps {
  config: RuntimeConfig;
  /** The router: the server's static one at the request's URL; a new browser router if absent. */
  router?: AppRouter;
  /** The request's host name where there is no `location` (the server renderer). */
  hostname?: string;
  /** Called once React has hydrated the whole server-rendered page, the screens' boundary included. */
  onHydrated?: (() => void) | undefined;
}

/** Calls `onHydrated` after its commit (never on the server: effects do not run there). */
function Hydrated({ onHydrated }: { onHydrated?: (() => void) | undefined }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/**
 * The startup sequence of spec §4 (design.md: brand -> flags -> maintenance -> routes): the brand configuration
 * first, nothing shown while it is missing and the no-text error page (tracked, logged, reported) when it
 * fails; then the feature flags for the brand domain behind the loading screen (a failure is kept, the app
 * continues); then maintenance on every route, or the routes. Tracking and the external sign-in step run
 * beside every phase, from a chunk that loads once the page is interactive (./app-services.tsx).
 */
export function App({ config, router: given, hostname, onHydrated }: AppProps) {
  const [router] = useState(() => given ?? createBrowserAppRouter());
  const [storedMaintenance] = useState(storedMaintenanceSetting);
  const domain = resolveBrandDomain(config, hostname);
  const brandQuery = useBrandConfig({ domain });
  const brand = brandQuery.data;
  const brandFailed = brandQuery.isError;
  const setup = useBrandSetup(brand, config);
  // Requested beside the brand configuration (one round trip less before the first screen); spec §4's order is
  // about what renders: nothing before the brand, then the loading screen until the flags settled.
  const flagsQuery = useFeatureFlags({ domainName: brand?.domain ?? domain });

  const brandError = brandQuery.error;
  useEffect(() => {
    if (brandError) trackBrandConfigFailure(brandError);
  }, [brandError]);

  const toggles = flagsQuery.data;
  const maintenance = isMaintenanceMode(toggles, storedMaintenance);
  const phase = startupPhase({
    brand: brandQuery.status,
    translations: setup.status,
    flags: flagsQuery.status,
    flagsError: flagsQuery.error?.message ?? null,
    maintenance,
  });
  const flagsError = phase.kind === 'ready' ? phase.flagsError : null;
  const startupState = useMemo(
    () => ({ toggles: toggles ?? [], flagsError, maintenance }),
    [toggles, flagsError, maintenance],
  );

  let screen: ReactNode = null;
  if (phase.kind === 'brand-error') {
    screen = <BrandConfigErrorPage onViewed={trackBrandConfigView} />;
  } else if (setup.isError) {
    screen = <StartupError message={setup.error.message} />;
  } else if (brand && phase.kind === 'loading') {
    screen = <StartupLoading brand={brand} i18n={setup.data} />;
  } else if (brand && setup.data && phase.kind === 'ready') {
    screen = (
      <BrandProviders brand={brand} i18n={setup.data}>
        <StartupProvider value={startupState}>
          {/* The last resort around the router: its own error boundary covers the screens (router-provider.tsx). */}
          <ErrorBoundary
            fallback={<PlainExceptionPage onViewed={trackErrorBoundaryView} />}
            onError={reportRenderError}
          >
            {/* A lazy screen's chunk suspends the router until it is in: the first screen of a page the browser
                renders itself shows the loading screen meanwhile; a navigation keeps the old screen (a transition). */}
            <Suspense fallback={<StartupLoading brand={brand} i18n={setup.data} />}>
              <AppRouterProvider router={router} />
              {/* Inside the boundary: React hydrates a server-rendered boundary after the rest of the page, and
                  a press on the screen's buttons before that is lost. Rendered on the server too (same tree). */}
              <Hydrated onHydrated={onHydrated} />
            </Suspense>
          </ErrorBoundary>
        </StartupProvider>
      </BrandProviders>
    );
  }

  return (
    <>
      <AfterHydration>
        <AppServices
          config={config}
          brand={brand}
          brandFailed={brandFailed}
          router={router}
          tagManagerFlag={isFlagEnabled(toggles, FLAGS.tealium)}
        />
      </AfterHydration>
      {screen}
    </>
  );
}

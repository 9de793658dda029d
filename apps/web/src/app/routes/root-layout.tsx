import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConsentGate } from '../../features/consent/components/consent-gate';
import { DevtoolsLauncher } from '../../features/devtools/components/devtools-launcher';
import { MaintenancePage } from '../../features/errors/components/maintenance-page';
import { useBrand } from '../../lib/brand-context';
import { setDateLanguage } from '../../lib/dayjs';
import { needsAntdProviders } from '../model/ui-toolkit-route';
import { useRouteFocus } from '../route-focus';
import { useStartupState } from '../startup-context';
import { StartupLoading } from '../startup-loading';
import { trackMaintenanceView } from '../track';
import { PageFrame } from './page-frame';

// antd's providers in their own chunk: the landing (kit only) never loads them (issue 16).
const UiProviders = lazy(() => import('../ui-providers').then((module) => ({ default: module.UiProviders })));

/** A full load of /, so startup (and the flags) run again. */
function reloadHome() {
  window.location.assign('/');
}

/** The antd providers around the screens that still use antd; the kit's screens render without them. */
function ScreenToolkit({ pathname, children }: { pathname: string; children: ReactNode }) {
  const brand = useBrand();
  if (!needsAntdProviders(pathname)) return children;
  return (
    // spec §2 loading screen while antd's locale file arrives.
    <Suspense fallback={<StartupLoading brand={brand} />}>
      <UiProviders>{children}</UiProviders>
    </Suspense>
  );
}

/**
 * Every screen renders with the cookie consent and (on localhost only) the developer panel; while maintenance
 * is on, every route is the maintenance page (spec §2).
 */
export function RootLayout() {
  const { maintenance } = useStartupState();
  const brand = useBrand();
  const { pathname } = useLocation();
  useRouteFocus(brand.brand.pageTitle);
  // Global and idempotent; set before any screen below formats a date.
  setDateLanguage(brand.language);
  return (
    <>
      {maintenance ? (
        <PageFrame>
          <MaintenancePage onHome={reloadHome} onViewed={trackMaintenanceView} />
        </PageFrame>
      ) : (
        <ScreenToolkit pathname={pathname}>
          <Outlet />
        </ScreenToolkit>
      )}
      <ConsentGate />
      <DevtoolsLauncher />
    </>
  );
}

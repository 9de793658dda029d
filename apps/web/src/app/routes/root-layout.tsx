import { Outlet } from 'react-router';
import { ConsentGate } from '../../features/consent/components/consent-gate';
import { DevtoolsLauncher } from '../../features/devtools/components/devtools-launcher';
import { MaintenancePage } from '../../features/errors/components/maintenance-page';
import { LocaleProvider } from '../../components/ui/kit/locale-provider';
import { useBrand } from '../../lib/brand-context';
import { useBrandLocale } from '../../lib/money';
import { useRouteFocus } from '../route-focus';
import { useStartupState } from '../startup-context';
import { trackMaintenanceView } from '../track';
import { PageFrame } from './page-frame';

/** A full load of /, so startup (and the flags) run again. */
function reloadHome() {
  window.location.assign('/');
}

/**
 * Every screen renders with the cookie consent and (on localhost only) the developer panel; while maintenance
 * is on, every route is the maintenance page (spec §2).
 */
export function RootLayout() {
  const { maintenance } = useStartupState();
  const brand = useBrand();
  const locale = useBrandLocale();
  useRouteFocus(brand.brand.pageTitle);
  return (
    <LocaleProvider locale={locale}>
      {maintenance ? (
        <PageFrame>
          <MaintenancePage onHome={reloadHome} onViewed={trackMaintenanceView} />
        </PageFrame>
      ) : (
        <Outlet />
      )}
      <ConsentGate />
      <DevtoolsLauncher />
    </LocaleProvider>
  );
}

import { Component, lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Location } from 'react-router';
import { useBrand } from '../lib/brand-context';
import { reloadForNewBuild, shouldReloadForNewBuild, tabStorage } from '../lib/stale-build';
import { useRouteFocus } from './route-focus';
import { StartupLoading } from './startup-loading';
import { reportRenderError } from './track';

const ThemedException = lazy(() =>
  import('./routes/themed-exception').then((module) => ({ default: module.ThemedException })),
);

/** While the page loads again, the loading screen (spec §2). */
function ReloadingScreen() {
  return <StartupLoading brand={useBrand()} />;
}

/**
 * spec §2: a runtime error shows the generic exception page (title, subtitle, button to /). A screen's chunk
 * that a deploy removed under an open tab loads the page again instead (lib/stale-build.ts), with the loading screen
 * meanwhile: after paying, the traveller gets the confirmation, not the exception page. It stands in for the root
 * layout, so it names itself in the title and takes the focus as a screen does (route-focus.ts): after a
 * navigation the tab still read the previous screen's title, and focus was lost on the body.
 */
function RouteErrorPage({ error, afterNavigation }: { error: unknown; afterNavigation: boolean }) {
  useRouteFocus(useBrand().brand.pageTitle, { focusOnMount: afterNavigation });
  const [reload] = useState(() => {
    const storage = tabStorage();
    return storage && shouldReloadForNewBuild(error, storage, Date.now()) ? storage : null;
  });
  useEffect(() => {
    reportRenderError(error);
    if (reload) reloadForNewBuild(reload, () => window.location.reload(), Date.now());
  }, [error, reload]);
  if (reload) return <ReloadingScreen />;
  return (
    <Suspense fallback={null}>
      <ThemedException />
    </Suspense>
  );
}

interface RouteErrorBoundaryProps {
  /** The current location: a navigation elsewhere leaves the error page (the exception page's home button). */
  location: Location;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  caught: { error: unknown } | null;
  location: Location;
}

/**
 * The screens' error boundary (React Router's data router had it as the root route's `ErrorBoundary`; its
 * declarative mode has none): an error while rendering a screen, or its chunk failing to load, shows
 * RouteErrorPage instead of the screens, until the location changes.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { caught: null, location: this.props.location };
  /** The page's first location: an error anywhere else came with a navigation. */
  private readonly firstLocation = this.props.location;

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.location === state.location ? null : { caught: null, location: props.location };
  }

  override render(): ReactNode {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return <RouteErrorPage error={caught.error} afterNavigation={this.props.location !== this.firstLocation} />;
  }
}

import { Component, lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Location } from 'react-router';
import { useBrand } from '../lib/brand-context';
import { reloadForNewBuild, shouldReloadForNewBuild, tabStorage } from '../lib/stale-build';
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
 * meanwhile: after paying, the traveller gets the confirmation, not the exception page.
 */
function RouteErrorPage({ error }: { error: unknown }) {
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
    return this.state.caught ? <RouteErrorPage error={this.state.caught.error} /> : this.props.children;
  }
}

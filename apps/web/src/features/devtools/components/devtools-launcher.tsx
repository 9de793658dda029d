import { lazy, Suspense } from 'react';
import { isDevHost } from '../model/dev-host';

// Its own chunk: the dynamic import only runs behind the hostname check, so other hosts never request it.
const DevtoolsPanel = lazy(() => import('./devtools-panel').then((module) => ({ default: module.DevtoolsPanel })));

/** The developer panel (spec §2), mounted once inside the themed layout; nothing at all unless on localhost. */
export function DevtoolsLauncher() {
  if (!isDevHost(location.hostname)) return null;
  return (
    <Suspense fallback={null}>
      <DevtoolsPanel />
    </Suspense>
  );
}

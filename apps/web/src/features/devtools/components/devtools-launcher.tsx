import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import { isDevHost } from '../model/dev-host';

// Its own chunk: the dynamic import only runs behind the hostname check, so other hosts never request it.
const DevtoolsPanel = lazy(() => import('./devtools-panel').then((module) => ({ default: module.DevtoolsPanel })));

/**
 * The developer panel (spec §2), mounted once inside the themed layout; nothing at all unless on localhost. It
 * waits for the browser to be idle: its chunk, its texts (a namespace the server's page does not carry, so the
 * translation backend loads too) and its render would otherwise land in the first screen's start-up tasks.
 * The host is read in the effect, not through a store: the server's page has no panel, and a store whose
 * snapshot differs from the server's re-rendered this leaf synchronously right after hydration, in the hydration
 * task (issue 16 TBT); the idle callback's update renders it later, in a task of its own.
 */
export function DevtoolsLauncher() {
  const [idle, setIdle] = useState(false);
  useEffect(() => (isDevHost(location.hostname) ? whenIdle(() => setIdle(true)) : undefined), []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <DevtoolsPanel />
    </Suspense>
  );
}

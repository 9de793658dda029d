import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import { isDevHost } from '../model/dev-host';

// Its own chunk: the dynamic import only runs behind the hostname check, so other hosts never request it.
const DevtoolsPanel = lazy(() => import('./devtools-panel').then((module) => ({ default: module.DevtoolsPanel })));

const subscribe = () => () => undefined;
const onDevHost = () => isDevHost(location.hostname);
// A server-rendered page has no panel: it appears after hydration, so the server's HTML matches.
const onServer = () => false;

/**
 * The developer panel (spec §2), mounted once inside the themed layout; nothing at all unless on localhost. It
 * waits for the browser to be idle: its chunk, its texts (a namespace the server's page does not carry, so the
 * translation backend loads too) and its render would otherwise land in the first screen's start-up tasks.
 */
export function DevtoolsLauncher() {
  const devHost = useSyncExternalStore(subscribe, onDevHost, onServer);
  const [idle, setIdle] = useState(false);
  useEffect(() => (devHost ? whenIdle(() => setIdle(true)) : undefined), [devHost]);
  if (!devHost || !idle) return null;
  return (
    <Suspense fallback={null}>
      <DevtoolsPanel />
    </Suspense>
  );
}

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isDevHost } from '../model/dev-host';

// Its own chunk: the dynamic import only runs behind the hostname check, so other hosts never request it.
const DevtoolsPanel = lazy(() => import('./devtools-panel').then((module) => ({ default: module.DevtoolsPanel })));

const subscribe = () => () => undefined;
const onDevHost = () => isDevHost(location.hostname);
// A server-rendered page has no panel: it appears after hydration, so the server's HTML matches.
const onServer = () => false;

/** The developer panel (spec §2), mounted once inside the themed layout; nothing at all unless on localhost. */
export function DevtoolsLauncher() {
  if (!useSyncExternalStore(subscribe, onDevHost, onServer)) return null;
  return (
    <Suspense fallback={null}>
      <DevtoolsPanel />
    </Suspense>
  );
}

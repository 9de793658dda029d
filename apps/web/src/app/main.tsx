import './base.css';
import { watchForStaleBuild } from '../lib/stale-build';
import { readSsrState } from './ssr/ssr-state';

// Before any lazy import: a chunk a deploy removed under this tab loads the page again (lib/stale-build.ts).
watchForStaleBuild(window);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A page the API rendered (issue 16 item 3) carries its data: the app hydrates it. The same build served by a
 * static host (index.html and config.json) renders in the browser.
 */
const serverState = readSsrState();
if (serverState) {
  void import('./ssr/hydrate-client').then(({ hydrateServerPage }) => hydrateServerPage(container, serverState));
} else {
  void import('./startup-boot').then(({ boot }) => boot(container));
}

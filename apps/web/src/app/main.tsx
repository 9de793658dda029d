import './base.css';
import { readSsrState } from './ssr/ssr-state';

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

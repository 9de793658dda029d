import './base.css';
import { readSsrState } from './ssr/ssr-state';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A page the API rendered (issue 16 item 3) carries its data: the app hydrates it. The same build served by a
 * static host (index.html and config.json) renders in the browser, its startup's libraries evaluated in stages.
 */
const serverState = readSsrState();
if (serverState) {
  void import('./ssr/hydrate-client').then(({ hydrateServerPage }) => hydrateServerPage(container, serverState));
} else {
  void import('./startup-stages')
    .then(({ STARTUP_MODULE_STAGES, evaluateInStages }) => evaluateInStages(STARTUP_MODULE_STAGES))
    .then(() => import('./startup-boot'))
    .then(({ boot }) => boot(container));
}

import './base.css';
import { afterShellPainted, releaseDeferredHints } from './startup-shell';
import { STARTUP_MODULE_STAGES, evaluateInStages } from './startup-stages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * design.md quality bars (first paint): with the server's brand shell on the page, the app's JS starts once
 * the shell was painted (one frame), so parsing it does not hold the first paint; the hints the server held
 * back (translations, the first route's chunks) start at the same moment. Without a shell it starts at once.
 */
void afterShellPainted()
  .then(() => {
    releaseDeferredHints();
    return evaluateInStages(STARTUP_MODULE_STAGES);
  })
  .then(() => import('./startup-boot'))
  .then(({ boot }) => boot(container));

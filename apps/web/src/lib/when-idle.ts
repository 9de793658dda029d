/** Without requestIdleCallback (Safari), a short pause instead. */
const FALLBACK_PAUSE_MS = 50;
/** An idle period may never come on a busy phone: the work waits at most this long by default. */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `run` once the browser is idle (design.md quality bars: TBT): start-up work nobody waits for goes after
 * hydration and the first screen's own tasks instead of lengthening them. Returns the cancel function.
 */
export function whenIdle(run: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  const { requestIdleCallback: request, cancelIdleCallback: cancel } = window;
  if (typeof request === 'function' && typeof cancel === 'function') {
    const id = request.call(window, run, { timeout: timeoutMs });
    return () => cancel.call(window, id);
  }
  const id = window.setTimeout(run, FALLBACK_PAUSE_MS);
  return () => window.clearTimeout(id);
}

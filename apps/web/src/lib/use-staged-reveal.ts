import { startTransition, useEffect, useState } from 'react';

/** Without requestIdleCallback (Safari), a short pause between stages instead. */
const FALLBACK_PAUSE_MS = 50;
/** An idle period may never come on a busy phone: a stage waits at most this long. */
const IDLE_TIMEOUT_MS = 1000;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, FALLBACK_PAUSE_MS);
  return () => window.clearTimeout(id);
}

/**
 * design.md quality bars (TBT): how many of `count` below-the-fold parts a screen shows. The first paint shows
 * none; then one more each time the browser is idle, each in its own low-priority render, so no single task
 * builds (and lays out) the whole page. Input stays responsive between the stages.
 */
export function useStagedReveal(count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= count) return undefined;
    return whenIdle(() => startTransition(() => setShown((current) => Math.min(count, current + 1))));
  }, [shown, count]);
  return shown;
}

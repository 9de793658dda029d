import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

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

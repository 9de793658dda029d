import { useEffect, useState } from 'react';
import { LOADING_TICK_MS, nextLoadingProgress } from '../model/loading-progress';
import type { RandomSource } from '../model/loading-progress';

/** The loading bar's value, ticking every 500 ms while mounted (spec §4). */
export function useLoadingProgress(random: RandomSource = Math.random): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setValue((current) => nextLoadingProgress(current, random)), LOADING_TICK_MS);
    return () => clearInterval(timer);
  }, [random]);
  return value;
}

import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that never changes and always calls the latest `callback`: memoised children (the result cards)
 * keep equal props when their parent re-renders with new inline handlers (design.md quality bars: TBT). For event
 * handlers only, never for render: the latest callback is swapped in after each commit.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

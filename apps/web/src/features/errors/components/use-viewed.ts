import { useEffect, useRef } from 'react';

/** Calls `onViewed` once when the page is first shown (the tracked error views of spec §8). */
export function useViewed(onViewed: (() => void) | undefined): void {
  const latest = useRef(onViewed);
  latest.current = onViewed;
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    latest.current?.();
  }, []);
}

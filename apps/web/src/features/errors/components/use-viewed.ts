import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onViewed` once when the page is first shown (the tracked error views of spec §8): the first
 * callback, once per mount, also under StrictMode's doubled effects.
 */
export function useViewed(onViewed: (() => void) | undefined): void {
  const [initial] = useState(() => onViewed);
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    initial?.();
  }, [initial]);
}

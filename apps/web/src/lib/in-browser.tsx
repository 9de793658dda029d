import { startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { isHydratingServerHtml } from './use-progressive-list-hydration';

/** Rendered at once where React renders in the browser itself; never on the server, nor while hydrating its HTML. */
function showsAtOnce(): boolean {
  return typeof window !== 'undefined' && !isHydratingServerHtml();
}

/**
 * Its children render in the browser only: not in the server's HTML, nor while React hydrates it (storage, a map
 * that needs a window). Over server HTML they come in a transition after the hydration commit, in tasks of their
 * own: a store whose snapshot differs from the server's (what this was) makes React re-render synchronously right
 * after the commit, in the hydration's long task (design.md quality bars: TBT). Only this leaf renders again, not
 * the screen that holds it. A page the browser renders itself (static host, later navigations) shows them at once.
 */
export function InBrowser({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(showsAtOnce);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}

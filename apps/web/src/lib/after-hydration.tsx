import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Renders its children once the page is interactive: nothing on the server and in the render that hydrates (the
 * two trees agree), then, from the effect after that commit, the children in a boundary of their own. A lazy
 * child's chunk thus loads while the page already answers, never before (issue 16: JS before the landing is
 * usable).
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after hydration is the point
  useEffect(() => setHydrated(true), []);
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}

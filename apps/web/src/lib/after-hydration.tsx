import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { afterServerHtmlHydrated } from './use-progressive-list-hydration';

/**
 * Renders its children once the page is interactive: nothing on the server and in the render that hydrates (the
 * two trees agree), then, once the whole server page has hydrated (its screen's boundary included, which React
 * hydrates after the shell), the children in a boundary of their own. A lazy child's chunk thus loads while the
 * page already answers, never before (issue 16: JS before the landing is usable).
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => afterServerHtmlHydrated(() => setHydrated(true)), []);
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}

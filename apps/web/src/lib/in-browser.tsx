import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * Its children render in the browser only: not in the server's HTML, nor while React hydrates it (storage, a map
 * that needs a window). React re-renders a component whose store snapshot differs from the server's synchronously
 * right after hydration, so the store lives here, in a leaf: only this wrapper renders again, not the screen that
 * holds it (the whole landing or results region did; design.md quality bars: TBT).
 */
export function InBrowser({ children }: { children: ReactNode }) {
  return useSyncExternalStore(noSubscription, inBrowser, onServer) ? children : null;
}

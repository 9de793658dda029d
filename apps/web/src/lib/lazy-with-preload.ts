import { lazyWithPreload as lazyFromLibrary } from 'react-lazy-with-preload';
import type { ComponentType } from 'react';

/**
 * A lazy component with a `preload()`; once preloaded it renders the loaded component directly, without
 * suspending (react-lazy-with-preload). A server-rendered page preloads the lazy parts of its screen before it
 * hydrates (app/ssr/lazy-routes.ts): with plain React.lazy the first render suspends even on a loaded module,
 * its part of the page stayed dehydrated HTML for a few more frames, and a press on its buttons then was lost
 * (React Aria ignores the replayed click).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyFromLibrary(async () => ({ default: await load() }));
}

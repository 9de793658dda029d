import { useDeferredValue, useState } from 'react';
import { isHydratingServerHtml } from './use-progressive-list-hydration';

/** Cards rendered in the first pass: a phone's first screen and a laptop's (spec §9 pages hold 20). */
export const FIRST_PASS_COUNT = 4;

const NOTHING_YET: readonly never[] = [];

/** True on the server (no window) and while React hydrates the server's HTML. */
const renderingServerHtml = () => typeof window === 'undefined' || isHydratingServerHtml();

const sameItems = <T>(a: readonly T[], b: readonly T[] | null) =>
  b !== null && a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * design.md quality bars (TBT): a new page of results renders its first `firstCount` items at once and the rest in
 * a following low-priority pass (useDeferredValue), which React renders in slices between which the browser
 * paints and answers input. Same list, same order: the later items join below the first ones, under the fold.
 */
export function useProgressiveList<T>(items: readonly T[], firstCount = FIRST_PASS_COUNT): readonly T[] {
  // The server renders the whole page (it reads without JavaScript, issue 16); hydration renders the same, and
  // those items stay whole afterwards. Only a page the client loads itself splits. Read once, no subscription.
  const [serverItems] = useState(() => (renderingServerHtml() ? items : null));
  // With an initial value, even the first mount defers (React 19), so a cached page splits the same way.
  const deferred = useDeferredValue(items, NOTHING_YET);
  const complete = deferred === items || items.length <= firstCount || sameItems(items, serverItems);
  return complete ? items : items.slice(0, firstCount);
}

/**
 * Mounts something costly but not needed for the first paint (a sidebar's facets) in a low-priority pass after
 * the first one; `ready` stays true afterwards.
 */
export function useDeferredMount(): boolean {
  const [mounted] = useState(true);
  return useDeferredValue(mounted, false);
}

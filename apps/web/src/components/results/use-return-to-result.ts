import { useEffect, useRef } from 'react';
import type { MouseEvent, RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { forgetResult, rememberResult, resultToReturnTo } from '../../lib/result-return';

/** Frames to centre the card again while the cards around it take their real height. */
const SETTLE_FRAMES = 3;

/**
 * Centres the card, then again over the next frames: the cards near the viewport are laid out only now
 * (`content-visibility: auto`) and their real heights differ from the placeholders the first scroll measured
 * (a package card is 297 px at 1280 px, its placeholder 206 px), which moved the card out of view.
 */
function bringIntoView(item: Element, frames = SETTLE_FRAMES): void {
  item.scrollIntoView({ block: 'center' });
  if (frames > 0) requestAnimationFrame(() => bringIntoView(item, frames - 1));
}

/** The attribute naming a result's id on its list item. */
export const RESULT_ID_ATTRIBUTE = 'data-result-id';

/**
 * Back from a card's page (a browser Back, a history POP), the list brings that card into view once it is rendered
 * (lib/result-return.ts says why not a scroll offset); any other way here starts at the top as before. `ids` are the
 * page's results, `rendered` how many of them the list has rendered so far. Returns the list's click handler that
 * remembers the card being opened.
 */
export function useReturnToResult(
  ids: readonly string[],
  rendered: number,
  listRef: RefObject<HTMLElement | null>,
): (event: MouseEvent<HTMLElement>) => void {
  const navigationType = useNavigationType();
  const { pathname, search } = useLocation();
  const url = `${pathname}${search}`;
  // Decided once per results URL: the card to bring back, or none.
  const pending = useRef<{ url: string; id: string | null } | null>(null);

  useEffect(() => {
    if (pending.current?.url !== url) {
      const id = navigationType === 'POP' ? resultToReturnTo(url) : null;
      if (!id) forgetResult();
      pending.current = { url, id };
    }
    const { id } = pending.current;
    if (!id || ids.length === 0) return;
    if (!ids.includes(id)) {
      // Not on this page any more (new prices, another order): the list opens at the top.
      pending.current = { url, id: null };
      forgetResult();
      return;
    }
    const item = listRef.current?.querySelector(`[${RESULT_ID_ATTRIBUTE}="${CSS.escape(id)}"]`);
    // Rendered in the list's later pass: this runs again when it is in.
    if (!item) return;
    pending.current = { url, id: null };
    bringIntoView(item);
    // Forgotten after this commit's other effects: the route's focus (a parent's effect, app/route-focus.ts) reads
    // it to move focus to the heading without scrolling back up.
    window.setTimeout(forgetResult, 0);
  }, [ids, rendered, url, navigationType, listRef]);

  return (event) => {
    const item = (event.target as Element).closest?.(`[${RESULT_ID_ATTRIBUTE}]`);
    const id = item?.getAttribute(RESULT_ID_ATTRIBUTE);
    if (id) rememberResult(url, id);
  };
}

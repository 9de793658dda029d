import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { resultToReturnTo } from '../lib/result-return';

/** The document title of a screen: its main heading then the brand's page title, or the page title alone. */
export function screenTitle(heading: string | null | undefined, pageTitle: string): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text && text !== pageTitle ? `${text} – ${pageTitle}` : pageTitle;
}

/** How long to wait for a lazily loaded screen's heading (frames, about 2 s). */
const MAX_FRAMES = 120;

export interface RouteFocusOptions {
  /**
   * Also on the hook's first run: a screen that replaces the routes after a navigation (the exception page of
   * router-error-boundary.tsx) mounts only then, and its first run is that route change.
   */
  focusOnMount?: boolean;
}

/**
 * On every route change the document title names the new screen (WCAG 2.4.2) and focus moves to its main
 * heading (2.4.3), as a page load would; the first load keeps focus at the top so the skip link comes first.
 * A new page (a link, not Back or Forward) opens at its top, as a page load would: focusing the heading alone
 * scrolled only as far as the heading, so a hotel opened from far down the results showed under the header.
 * Screens load lazily, so the heading is looked for frame by frame until it is there.
 */
export function useRouteFocus(pageTitle: string, options: RouteFocusOptions = {}): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const firstLoad = useRef(!options.focusOnMount);
  // Read when the path changes, not a reason to run again (a filter after Back is a PUSH on the same path).
  const isNewEntry = useEffectEvent(() => navigationType !== 'POP');
  useEffect(() => {
    const moveFocus = !firstLoad.current;
    firstLoad.current = false;
    const toTop = moveFocus && isNewEntry();
    if (toTop) window.scrollTo(0, 0);
    let frame = 0;
    let frames = 0;
    const settle = () => {
      const main = document.getElementById('main-content');
      const heading = main?.querySelector('h1') ?? document.querySelector('h1');
      if (!heading && frames < MAX_FRAMES) {
        frames += 1;
        frame = requestAnimationFrame(settle);
        return;
      }
      document.title = screenTitle(heading?.textContent, pageTitle);
      const target = heading ?? main;
      if (!moveFocus || !(target instanceof HTMLElement)) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      // Back on results left from a card, the results bring that card into view (lib/result-return.ts): the
      // focus moves without scrolling the page back up to the heading. A new page is at its top already.
      const returning = resultToReturnTo(`${window.location.pathname}${window.location.search}`) !== null;
      target.focus(returning || toTop ? { preventScroll: true } : undefined);
    };
    settle();
    return () => cancelAnimationFrame(frame);
  }, [pathname, pageTitle]);
}

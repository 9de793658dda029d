import { useEffect } from 'react';
import type { RefObject } from 'react';

/** The element's border-box height from an observation (its offsetHeight where the engine gives no sizes). */
function observedHeight(entry: ResizeObserverEntry): number {
  return entry.borderBoxSize?.[0]?.blockSize ?? (entry.target as HTMLElement).offsetHeight;
}

/**
 * While the fixed banner shows, the page keeps its height free at the bottom when it scrolls a focused element
 * into view, so the banner never covers what has focus (WCAG 2.4.11; it hid 18 of 45 focus stops on phones).
 * The height comes from a ResizeObserver, which reports it once the banner is laid out and on every change: the
 * effect itself reads no layout, since it runs while the page hydrates (reading `offsetHeight` there forced a
 * layout of the whole page: ~100 ms under a 4x CPU slowdown; design.md quality bars: TBT).
 */
export function useScrollPaddingFor(banner: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const keep = (height: number) => root.style.setProperty('scroll-padding-bottom', `${height}px`);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            const last = entries[entries.length - 1];
            if (last) keep(observedHeight(last));
          });
    if (observer) observer.observe(element);
    else keep(element.offsetHeight);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [banner]);
}

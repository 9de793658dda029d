import { useSyncExternalStore } from 'react';

/** spec §9 app breakpoints (max widths, inclusive): mobile ≤768, tablet ≤1024, small desktop ≤1240. */
export const APP_BREAKPOINTS = { mobile: 768, tablet: 1024, smallDesktop: 1240 } as const;

export type DeviceClass = 'mobile' | 'tablet' | 'smallDesktop' | 'desktop';

export function deviceClassFor(width: number): DeviceClass {
  if (width <= APP_BREAKPOINTS.mobile) return 'mobile';
  if (width <= APP_BREAKPOINTS.tablet) return 'tablet';
  if (width <= APP_BREAKPOINTS.smallDesktop) return 'smallDesktop';
  return 'desktop';
}

/** A media query for "at most this breakpoint", for CSS-in-JS or matchMedia. */
export function maxWidthQuery(breakpoint: keyof typeof APP_BREAKPOINTS): string {
  return `(max-width: ${APP_BREAKPOINTS[breakpoint]}px)`;
}

/**
 * The window width as of the last resize. Reading `innerWidth` forces a layout when the DOM just changed, and
 * React re-reads the snapshot while committing a screen (design.md quality bars: TBT); a cached value only
 * changes on resize. Dropped when nothing listens, so the next reader starts from the real width.
 */
let cachedWidth: number | null = null;
let listeners = 0;

function subscribe(onChange: () => void): () => void {
  const onResize = () => {
    cachedWidth = window.innerWidth;
    onChange();
  };
  listeners += 1;
  window.addEventListener('resize', onResize);
  return () => {
    window.removeEventListener('resize', onResize);
    listeners -= 1;
    if (listeners === 0) cachedWidth = null;
  };
}

const snapshot = () => deviceClassFor((cachedWidth ??= window.innerWidth));
// Most visitors are on phones (design.md): render mobile-first when there is no window.
const serverSnapshot = (): DeviceClass => 'mobile';

export interface Breakpoint {
  device: DeviceClass;
  isMobile: boolean;
  isTablet: boolean;
  isSmallDesktop: boolean;
  isDesktop: boolean;
}

/** The current device class, re-rendering only when the window crosses a breakpoint. */
export function useBreakpoint(): Breakpoint {
  const device = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return {
    device,
    isMobile: device === 'mobile',
    isTablet: device === 'tablet',
    isSmallDesktop: device === 'smallDesktop',
    isDesktop: device === 'desktop',
  };
}

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

/** The breakpoints from the narrowest, each with its CSS media query (the same queries the stylesheets use). */
const NARROW_FIRST = ['mobile', 'tablet', 'smallDesktop'] as const;

/**
 * The device class as of the last change. Read through `matchMedia`, never `innerWidth`: on a phone (a page with
 * a viewport meta tag) reading `innerWidth` forces a style and layout pass when the DOM just changed, and React
 * reads the snapshot while it hydrates and commits the first screen (measured: 12-99 ms of forced layout in the
 * stays results' hydration commit under a 4x CPU slowdown; design.md quality bars: TBT). A media query list
 * answers from the viewport size alone. Without `matchMedia` (old engines, jsdom) the width is read instead.
 * Dropped when nothing listens, so the next reader starts from the real size.
 */
let cachedDevice: DeviceClass | null = null;
let mediaLists: MediaQueryList[] | null = null;
let listeners = 0;

/** The breakpoints' media query lists, made once; null where there is no `matchMedia`. */
function queryLists(): MediaQueryList[] | null {
  if (typeof window.matchMedia !== 'function') return null;
  return (mediaLists ??= NARROW_FIRST.map((breakpoint) => window.matchMedia(maxWidthQuery(breakpoint))));
}

function readDevice(): DeviceClass {
  const lists = queryLists();
  if (!lists) return deviceClassFor(window.innerWidth);
  const index = lists.findIndex((list) => list.matches);
  return index === -1 ? 'desktop' : NARROW_FIRST[index]!;
}

function subscribe(onChange: () => void): () => void {
  const update = () => {
    cachedDevice = readDevice();
    onChange();
  };
  listeners += 1;
  // A media query list says when a breakpoint is crossed; without them, every resize re-reads the width.
  const lists = queryLists();
  if (lists) for (const list of lists) list.addEventListener('change', update);
  else window.addEventListener('resize', update);
  return () => {
    if (lists) for (const list of lists) list.removeEventListener('change', update);
    else window.removeEventListener('resize', update);
    listeners -= 1;
    if (listeners === 0) cachedDevice = null;
  };
}

const snapshot = () => (cachedDevice ??= readDevice());
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

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Breakpoints from './breakpoints';

type BreakpointsModule = typeof Breakpoints;

/** A fresh copy of the module (its media query lists and cached class are module state). */
async function freshModule(): Promise<BreakpointsModule> {
  vi.resetModules();
  return import('./breakpoints');
}

/** A window whose width only `matchMedia` knows: reading `innerWidth` counts as a forced layout. */
function stubMedia(initialWidth: number) {
  let width = initialWidth;
  const lists: { query: string; list: MediaQueryList; listeners: Set<() => void> }[] = [];
  const matches = (query: string) => width <= Number(/max-width: (\d+)px/.exec(query)?.[1] ?? Infinity);
  vi.stubGlobal('matchMedia', (query: string) => {
    const listeners = new Set<() => void>();
    const list = {
      media: query,
      get matches() {
        return matches(query);
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
    lists.push({ query, list, listeners });
    return list;
  });
  const innerWidthReads = vi.fn(() => width);
  Object.defineProperty(window, 'innerWidth', { configurable: true, get: innerWidthReads });
  return {
    innerWidthReads,
    /** Resizes: the lists whose answer changed tell their listeners, as browsers do. */
    resize(next: number) {
      const before = lists.map(({ query }) => matches(query));
      width = next;
      lists.forEach(({ query, listeners }, index) => {
        if (matches(query) !== before[index]) listeners.forEach((listener) => listener());
      });
    },
  };
}

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('app breakpoints (spec §9)', () => {
  let original: typeof window.matchMedia;
  beforeEach(() => {
    original = window.matchMedia;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.matchMedia = original;
  });

  it('classifies widths with inclusive upper bounds', async () => {
    const { deviceClassFor } = await freshModule();
    expect(deviceClassFor(375)).toBe('mobile');
    expect(deviceClassFor(768)).toBe('mobile');
    expect(deviceClassFor(769)).toBe('tablet');
    expect(deviceClassFor(1024)).toBe('tablet');
    expect(deviceClassFor(1240)).toBe('smallDesktop');
    expect(deviceClassFor(1241)).toBe('desktop');
  });

  it('builds max-width media queries', async () => {
    const { maxWidthQuery } = await freshModule();
    expect(maxWidthQuery('tablet')).toBe('(max-width: 1024px)');
  });

  it('follows the media queries without ever reading innerWidth (a forced layout on phones)', async () => {
    const media = stubMedia(400);
    const { useBreakpoint } = await freshModule();
    const { result, rerender } = renderHook(() => useBreakpoint());
    expect(result.current).toMatchObject({ device: 'mobile', isMobile: true, isDesktop: false });
    act(() => media.resize(1000));
    expect(result.current.isTablet).toBe(true);
    act(() => media.resize(1200));
    expect(result.current.isSmallDesktop).toBe(true);
    act(() => media.resize(1600));
    expect(result.current.isDesktop).toBe(true);
    rerender();
    expect(media.innerWidthReads).not.toHaveBeenCalled();
  });

  it('without matchMedia, follows the window width, read once per resize and afresh after everyone unsubscribed', async () => {
    vi.stubGlobal('matchMedia', undefined);
    const { useBreakpoint } = await freshModule();
    resizeTo(400);
    const first = renderHook(() => useBreakpoint());
    expect(first.result.current.device).toBe('mobile');
    act(() => resizeTo(1000));
    expect(first.result.current.isTablet).toBe(true);
    // No resize event: a re-render must not read (and force a layout for) innerWidth again.
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1600 });
    first.rerender();
    expect(first.result.current.device).toBe('tablet');
    first.unmount();
    const second = renderHook(() => useBreakpoint());
    expect(second.result.current.device).toBe('desktop');
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceClassFor, maxWidthQuery, useBreakpoint } from './breakpoints';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('app breakpoints (spec §9)', () => {
  it('classifies widths with inclusive upper bounds', () => {
    expect(deviceClassFor(375)).toBe('mobile');
    expect(deviceClassFor(768)).toBe('mobile');
    expect(deviceClassFor(769)).toBe('tablet');
    expect(deviceClassFor(1024)).toBe('tablet');
    expect(deviceClassFor(1240)).toBe('smallDesktop');
    expect(deviceClassFor(1241)).toBe('desktop');
  });

  it('builds max-width media queries', () => {
    expect(maxWidthQuery('tablet')).toBe('(max-width: 1024px)');
  });

  it('follows the window size', () => {
    resizeTo(400);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toMatchObject({ device: 'mobile', isMobile: true, isDesktop: false });
    act(() => resizeTo(1000));
    expect(result.current.isTablet).toBe(true);
    act(() => resizeTo(1600));
    expect(result.current.isDesktop).toBe(true);
  });

  it('reads the width once per resize, and afresh after everyone unsubscribed', () => {
    resizeTo(400);
    const first = renderHook(() => useBreakpoint());
    // No resize event: a re-render must not read (and force a layout for) innerWidth again.
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1600 });
    first.rerender();
    expect(first.result.current.device).toBe('mobile');
    first.unmount();
    const second = renderHook(() => useBreakpoint());
    expect(second.result.current.device).toBe('desktop');
  });
});

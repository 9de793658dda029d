import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStagedReveal } from './use-staged-reveal';

describe('useStagedReveal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing at first, then one more part per idle period, up to the count', async () => {
    const { result } = renderHook(() => useStagedReveal(3));
    expect(result.current).toBe(0);
    for (const expected of [1, 2, 3, 3]) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60);
      });
      expect(result.current).toBe(expected);
    }
  });

  it('uses requestIdleCallback where the browser has it', async () => {
    const idle = vi.fn((run: () => void) => window.setTimeout(run, 10));
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', (id: number) => window.clearTimeout(id));
    const { result } = renderHook(() => useStagedReveal(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(result.current).toBe(1);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
    vi.unstubAllGlobals();
  });
});

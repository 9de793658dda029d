import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getSsoStatus,
  isSsoSettled,
  readSsoServerAnswer,
  resetSsoStatus,
  settleSso,
  useSsoSettled,
  whenSsoSettled,
} from './sso-status';

describe('sso status', () => {
  afterEach(() => resetSsoStatus());

  it('starts unsettled and settles once', async () => {
    expect(isSsoSettled()).toBe(false);
    const settled = vi.fn();
    void whenSsoSettled().then(settled);
    settleSso('user-1');
    await Promise.resolve();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(getSsoStatus()).toEqual({ settled: true, externalUserId: 'user-1' });
  });

  it('keeps the user id when settled again without one', () => {
    settleSso('user-1');
    settleSso();
    expect(getSsoStatus().externalUserId).toBe('user-1');
  });

  it('resolves at once when already settled', async () => {
    settleSso();
    await expect(whenSsoSettled()).resolves.toBeUndefined();
  });

  it('re-renders hook users when it settles', () => {
    const { result } = renderHook(() => useSsoSettled());
    expect(result.current).toBe(false);
    act(() => settleSso());
    expect(result.current).toBe(true);
  });
});

describe("the server's sign-in answer read from the page", () => {
  it('takes a well-formed answer and nothing else', () => {
    expect(readSsoServerAnswer({ settled: true, origin: 'https://shop.example' })).toEqual({
      settled: true,
      origin: 'https://shop.example',
    });
    for (const bad of [undefined, null, 'settled', { settled: 'yes', origin: 'x' }, { settled: true }, [true, 'x']]) {
      expect(readSsoServerAnswer(bad)).toBeNull();
    }
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTANCE_COOKIE,
  allows,
  getAcceptance,
  parseAcceptance,
  publishAcceptance,
  readAcceptance,
  useAcceptance,
} from './consent-store';

describe('consent store', () => {
  it('parses known categories in canonical order, technical always in', () => {
    expect(parseAcceptance('measurement,technical')).toEqual(['technical', 'measurement']);
    expect(parseAcceptance('measurement')).toEqual(['technical', 'measurement']);
    expect(parseAcceptance('')).toEqual(['technical']);
    expect(parseAcceptance(' Technical , bogus ')).toEqual(['technical']);
    expect(parseAcceptance('technical%2Cmeasurement')).toEqual(['technical', 'measurement']);
  });

  it('is null without the acceptance cookie', () => {
    expect(readAcceptance()).toBeNull();
    document.cookie = `${ACCEPTANCE_COOKIE}=technical; path=/`;
    expect(readAcceptance()).toEqual(['technical']);
  });

  it('technical is always allowed, measurement only when chosen', () => {
    expect(allows(null, 'technical')).toBe(true);
    expect(allows(null, 'measurement')).toBe(false);
    expect(allows(['technical'], 'measurement')).toBe(false);
    expect(allows(['technical', 'measurement'], 'measurement')).toBe(true);
  });

  it('gives a stable snapshot and updates hook users when a change is published', () => {
    const { result } = renderHook(() => useAcceptance());
    expect(result.current).toBeNull();
    expect(getAcceptance()).toBe(getAcceptance());
    act(() => {
      document.cookie = `${ACCEPTANCE_COOKIE}=technical,measurement; path=/`;
      publishAcceptance();
    });
    expect(result.current).toEqual(['technical', 'measurement']);
  });
});

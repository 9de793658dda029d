import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { brandConfigFixture } from '../test/brand-fixtures';
import { BrandProvider } from './brand-context';
import { formatMoneyIn, useMoneyFormat, usePointsFormat } from './money';

const withBrand = (language: 'fr' | 'en', country: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <BrandProvider brand={{ ...brandConfigFixture(), language, country }}>{children}</BrandProvider>;
  };

describe('useMoneyFormat', () => {
  it("formats minor units in the brand's language and country (club.localhost: fr-CH, CHF)", () => {
    const { result } = renderHook(() => useMoneyFormat(), { wrapper: withBrand('fr', 'CH') });
    expect(result.current({ amount: 108713, currency: 'CHF' })).toMatch(/^1\s?087[.,]13\sCHF$/);
  });

  it('formats euros for the English brand', () => {
    const { result } = renderHook(() => useMoneyFormat(), { wrapper: withBrand('en', 'IE') });
    expect(result.current({ amount: 108713, currency: 'EUR' })).toBe('€1,087.13');
    expect(result.current({ amount: -500, currency: 'EUR' })).toBe('\u2212€5.00');
  });

  it('groups points the same way', () => {
    const { result } = renderHook(() => usePointsFormat(), { wrapper: withBrand('en', 'IE') });
    expect(result.current(12500, 'Miles')).toBe('12,500 Miles');
  });
});

describe('formatMoneyIn', () => {
  it('shows a bad currency code as plain text rather than breaking the screen', () => {
    expect(formatMoneyIn('en-IE', { amount: 1000, currency: 'XX1' })).toBe('10.00 XX1');
  });
});

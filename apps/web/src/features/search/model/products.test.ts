import { describe, expect, it } from 'vitest';
import { allowsOneWay, canSwapPlaces, isStayProduct, needsDeparture, proposalKeyFor } from './products';

describe('product rules', () => {
  it('asks a departure for flights and packages only', () => {
    expect(['F', 'FF', 'DP'].every((product) => needsDeparture(product as never))).toBe(true);
    expect(needsDeparture('H')).toBe(false);
    expect(needsDeparture('HGH')).toBe(false);
  });

  it('allows one way for flight-only products', () => {
    expect(allowsOneWay('F')).toBe(true);
    expect(allowsOneWay('FF')).toBe(true);
    expect(allowsOneWay('DP')).toBe(false);
  });

  it('swaps from and to for flight-only products, never for packages or stays', () => {
    expect(['F', 'FF'].every((product) => canSwapPlaces(product as never))).toBe(true);
    expect(['DP', 'H', 'HGH'].some((product) => canSwapPlaces(product as never))).toBe(false);
  });

  it('maps products to their proposal list and date kind', () => {
    expect(proposalKeyFor('FF')).toBe('F');
    expect(proposalKeyFor('HGH')).toBe('H');
    expect(proposalKeyFor('DP')).toBe('DP');
    expect(isStayProduct('HGH')).toBe(true);
    expect(isStayProduct('F')).toBe(false);
  });
});

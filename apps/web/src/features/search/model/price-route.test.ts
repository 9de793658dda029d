import { describe, expect, it } from 'vitest';
import { priceRouteOf } from './price-route';

const draft = { departure: 'MAD', destination: 'ATH', adults: 1, childrenAges: [] };

describe('the route a date picker prices', () => {
  it('prices flights between two codes and stays at a destination', () => {
    expect(priceRouteOf({ ...draft, product: 'F' }, 'BP-F')).toEqual({
      kind: 'flight',
      ...draft,
      businessProfileId: 'BP-F',
    });
    expect(priceRouteOf({ ...draft, product: 'HGH', departure: null, destination: 'ROM-H0042' }, 'BP-H')).toEqual({
      kind: 'stay',
      destination: 'ROM-H0042',
      adults: 1,
      childrenAges: [],
      businessProfileId: 'BP-H',
    });
  });

  it('asks with upper-case codes (the URL keeps the destination lower case)', () => {
    expect(priceRouteOf({ ...draft, destination: 'ath', product: 'FF' }, 'BP-FF')).toMatchObject({
      destination: 'ATH',
    });
  });

  it('prices nothing before the places are chosen, for packages or without a business profile', () => {
    expect(priceRouteOf({ ...draft, product: 'F', departure: null }, 'BP-F')).toBeNull();
    expect(priceRouteOf({ ...draft, product: 'F' }, undefined)).toBeNull();
    expect(priceRouteOf({ ...draft, product: 'DP' }, 'BP-DP')).toBeNull();
  });
});

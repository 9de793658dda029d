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

describe('cabin and rooms (issue 19 item 8)', () => {
  it('prices a flight in the chosen cabin above economy, and no calendar for a stay of several rooms', () => {
    expect(priceRouteOf({ ...draft, product: 'F', cabinClass: 'FIRST' }, 'BP-F')).toMatchObject({
      cabinClass: 'FIRST',
    });
    expect(priceRouteOf({ ...draft, product: 'F', cabinClass: 'ECONOMY' }, 'BP-F')).not.toHaveProperty('cabinClass');
    expect(priceRouteOf({ ...draft, product: 'H', rooms: 2 }, 'BP-H')).toBeNull();
    expect(priceRouteOf({ ...draft, product: 'H', rooms: 1 }, 'BP-H')).toMatchObject({ kind: 'stay' });
  });
});

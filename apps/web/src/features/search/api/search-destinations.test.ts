import { describe, expect, it } from 'vitest';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { placeNamingQueryOptions, searchDestinationsQueryOptions } from './search-destinations';

const brand = brandConfigFixture({
  destinationProposals: {
    DP: [],
    H: [
      {
        id: 'p-prg',
        code: 'PRG',
        name: 'Prague',
        subtitle: 'Czechia',
        type: 'CITY',
        title: 'Prague',
        imageUrl: '/p.svg',
      },
    ],
    F: [],
  },
  offers: { isClub: false, deals: [], destinations: [{ code: 'MAD', name: 'Madrid', imageUrl: '/m.svg' }] },
});

const keysOf = (places: Parameters<typeof placeNamingQueryOptions>[0]) =>
  placeNamingQueryOptions(places, brand, 'en').map((options) => options.queryKey);

describe('placeNamingQueryOptions', () => {
  it('asks only for the codes the brand does not name, with the keys the place fields use', () => {
    expect(keysOf({ product: 'H', departure: null, destination: 'rom' })).toEqual([
      searchDestinationsQueryOptions({ term: 'rom', language: 'en', productType: 'H' }).queryKey,
    ]);
    expect(keysOf({ product: 'H', departure: null, destination: 'prg' })).toEqual([]);
  });

  it('names the departure as an airport search (productType F) where the product has one', () => {
    expect(keysOf({ product: 'F', departure: 'LIS', destination: 'mad' })).toEqual([
      ['destinations', 'en', 'F', 'lis'],
    ]);
    expect(keysOf({ product: 'DP', departure: 'LIS', destination: 'rom' })).toEqual([
      ['destinations', 'en', 'F', 'lis'],
      ['destinations', 'en', 'DP', 'rom'],
    ]);
    // A stay has no departure field: a stray departure in the URL asks nothing.
    expect(keysOf({ product: 'H', departure: 'LIS', destination: null })).toEqual([]);
  });
});

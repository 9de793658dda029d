import { describe, expect, it } from 'vitest';
import { makeDeal } from './deal-factory';
import { dealProfiles, featuredDeals, mergeDeals } from './merge-deals';

describe('dealProfiles', () => {
  it('asks each business profile of the brand once, in product order', () => {
    expect(dealProfiles(['H', 'DP', 'F'], { H: 'BP-H', DP: 'BP-DP', F: 'BP-F' })).toEqual(['BP-H', 'BP-DP', 'BP-F']);
    expect(dealProfiles(['HGH', 'H'], { H: 'BP-H', HGH: 'BP-H' })).toEqual(['BP-H']);
    expect(dealProfiles(['DP', 'F'], { DP: 'BP-DP' })).toEqual(['BP-DP']);
  });
});

describe('mergeDeals', () => {
  it('lists each deal once, soonest first, skipping answers not there yet', () => {
    const late = makeDeal({ id: 'late', dates: { from: '2030-08-01', to: '2030-08-03' } });
    const early = makeDeal({ id: 'early', dates: { from: '2030-03-01', to: '2030-03-03' } });
    const merged = mergeDeals([[late, early], undefined, [early, makeDeal({ id: 'late', title: 'Other copy' })]]);
    expect(merged.map((deal) => deal.id)).toEqual(['early', 'late']);
    expect(merged[1]!.title).toBe(late.title);
  });
});

describe('featuredDeals', () => {
  it("puts the screen product's deals first (HGH with H, FF with F), up to the limit", () => {
    const deals = [
      makeDeal({ id: 'dp' }),
      makeDeal({ id: 'h', productType: 'HGH' }),
      makeDeal({ id: 'f', productType: 'F' }),
      makeDeal({ id: 'dp2' }),
    ];
    expect(featuredDeals(deals, 'FF').map((deal) => deal.id)).toEqual(['f', 'dp', 'h']);
    expect(featuredDeals(deals, 'H', 2).map((deal) => deal.id)).toEqual(['h', 'dp']);
    expect(featuredDeals(deals, 'DP', 10).map((deal) => deal.id)).toEqual(['dp', 'dp2', 'h', 'f']);
  });
});

import { describe, expect, it } from 'vitest';
import { membershipHeading, screenProduct } from './route-product';

describe('screenProduct', () => {
  it('shows a product route for a product the brand sells', () => {
    expect(screenProduct('DP', ['DP', 'H', 'F'])).toEqual({ kind: 'show', product: 'DP' });
    expect(screenProduct('FF', ['FF'])).toEqual({ kind: 'show', product: 'FF' });
    expect(screenProduct('HGH', ['HGH'])).toEqual({ kind: 'show', product: 'HGH' });
  });

  it('spec §4: /H on the top-hotel brand (only H, mapped to HGH) answers as HGH', () => {
    expect(screenProduct('H', ['HGH'])).toEqual({ kind: 'redirect', product: 'HGH' });
    expect(screenProduct('hotelDetail', ['HGH'])).toEqual({ kind: 'show', product: 'HGH' });
  });

  it("sends a product route the brand does not sell to the brand's first product", () => {
    expect(screenProduct('F', ['HGH'])).toEqual({ kind: 'redirect', product: 'HGH' });
    expect(screenProduct('DP', ['FF'])).toEqual({ kind: 'redirect', product: 'FF' });
  });

  it('keeps the other screens where they are, with the best product of the brand', () => {
    expect(screenProduct('memSearch', ['H', 'DP', 'F'])).toEqual({ kind: 'show', product: 'F' });
    expect(screenProduct('hdpMemSearch', ['H', 'DP', 'F'])).toEqual({ kind: 'show', product: 'DP' });
    expect(screenProduct('deals', ['H', 'DP', 'F'])).toEqual({ kind: 'show', product: 'H' });
    expect(screenProduct('dealSearch', ['FF'])).toEqual({ kind: 'show', product: 'FF' });
    expect(screenProduct('memSearch', ['HGH'])).toEqual({ kind: 'show', product: 'HGH' });
  });
});

describe('membershipHeading', () => {
  it('names the member search while it shows its own product, else the product shown instead', () => {
    expect(membershipHeading('memSearch', 'F')).toBe('memSearch');
    expect(membershipHeading('hdpMemSearch', 'DP')).toBe('hdpMemSearch');
    expect(membershipHeading('memSearch', screenProduct('memSearch', ['H']).product)).toBe('H');
    expect(membershipHeading('hdpMemSearch', screenProduct('hdpMemSearch', ['HGH']).product)).toBe('HGH');
  });
});

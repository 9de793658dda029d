import { describe, expect, it } from 'vitest';
import { makeDeal } from './deal-factory';
import { dealResultsKind, dealResultsProduct, dealSearchUrl, enforceDealParams } from './deal-search';

describe('dealSearchUrl', () => {
  it('opens the deal with its fixed parameters as spec §3 query values, for two adults', () => {
    expect(dealSearchUrl(makeDeal())).toBe(
      '/deal-search?deal=deal-1&product=DP&departure=GVA&destination=vie&outboundDate=20300510&returnDate=20300514&adults=2',
    );
    const hotel = makeDeal({ productType: 'H', departure: undefined });
    expect(dealSearchUrl(hotel, 3)).not.toContain('departure');
    expect(dealSearchUrl(hotel, 3)).toContain('adults=3');
  });
});

describe('enforceDealParams', () => {
  const deal = makeDeal();
  const params = (url: string) => new URLSearchParams(url.split('?')[1]);

  it('leaves a URL that matches the deal alone', () => {
    expect(enforceDealParams(params(dealSearchUrl(deal)), deal)).toBeNull();
  });

  it('puts back fixed parameters changed by hand, keeping travellers and view', () => {
    const edited = params(dealSearchUrl(deal, 3));
    edited.set('destination', 'ath');
    edited.delete('returnDate');
    edited.set('sort', 'PRICE');
    const fixed = enforceDealParams(edited, deal)!;
    expect(fixed.get('destination')).toBe('vie');
    expect(fixed.get('returnDate')).toBe('20300514');
    expect(fixed.get('adults')).toBe('3');
    expect(fixed.get('sort')).toBe('PRICE');
  });

  it('removes a departure a hotel deal has none of', () => {
    const hotel = makeDeal({ productType: 'H', departure: undefined });
    const edited = params(dealSearchUrl(hotel));
    edited.set('departure', 'LON');
    expect(enforceDealParams(edited, hotel)!.has('departure')).toBe(false);
  });
});

describe('dealResultsKind', () => {
  it('opens flight deals on flight results and the rest on stay results', () => {
    expect(['F', 'FF', 'DP', 'H', 'HGH'].map((type) => dealResultsKind(type as 'F'))).toEqual([
      'flights',
      'flights',
      'stays',
      'stays',
      'stays',
    ]);
  });
});

describe('dealResultsProduct', () => {
  it('keeps a product the brand sells and maps H to the top-hotel brand’s HGH', () => {
    expect(dealResultsProduct('DP', ['H', 'DP', 'F'])).toBe('DP');
    expect(dealResultsProduct('H', ['HGH'])).toBe('HGH');
    expect(dealResultsProduct('HGH', ['H', 'F'])).toBe('H');
    expect(dealResultsProduct('FF', ['F'])).toBe('F');
    expect(dealResultsProduct('F', ['H'])).toBe('F');
  });
});

import { describe, expect, it } from 'vitest';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { dealProduct, dealsFor, linkKind, promoBanners, proposalsFor } from './landing-content';

const proposal = (id: string) => ({
  id,
  code: id,
  name: id,
  subtitle: '',
  type: 'CITY',
  title: id,
  imageUrl: `/${id}.svg`,
});
const banner = (name: string) => ({
  ctaKey: `${name}.cta`,
  ctaUrl: '/DP',
  titleKey: `${name}.title`,
  subtitleKey: `${name}.subtitle`,
});
const deal = (id: string, productType: 'H' | 'DP' | 'F' | 'FF' | 'HGH') => ({
  id,
  title: id,
  imageUrl: `/${id}.svg`,
  destinationCode: 'LIS',
  destinationName: 'Lisbon',
  productType,
});

describe('landing content', () => {
  const brand = brandConfigFixture({
    destinationProposals: { DP: [proposal('dp')], H: [proposal('h')], F: [proposal('f')] },
    promoCampaign: { dp: banner('dp'), f: banner('f') },
    offers: { isClub: false, destinations: [], deals: [deal('a', 'DP'), deal('b', 'F'), deal('c', 'FF')] },
  });

  it('shows the active product proposals (FF uses F, HGH uses H then DP)', () => {
    expect(proposalsFor(brand, 'DP').map((item) => item.id)).toEqual(['dp']);
    expect(proposalsFor(brand, 'FF').map((item) => item.id)).toEqual(['f']);
    expect(proposalsFor(brand, 'HGH').map((item) => item.id)).toEqual(['h']);
    expect(proposalsFor({ destinationProposals: { DP: [proposal('dp')], H: [], F: [] } }, 'HGH')).toHaveLength(1);
  });

  it('orders the configured promo banners with the active product first', () => {
    expect(promoBanners(brand, 'F').map((entry) => entry.slot)).toEqual(['f', 'dp']);
    expect(promoBanners(brand, 'H').map((entry) => entry.slot)).toEqual(['dp', 'f']);
  });

  it('shows only sellable deals, the active product first', () => {
    expect(dealsFor(brand, 'F').map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('searches a top-hotel H deal as HGH (spec §4)', () => {
    const topHotel = { products: ['HGH' as const] };
    expect(dealProduct(topHotel, { productType: 'H' })).toBe('HGH');
    expect(dealProduct(brand, { productType: 'DP' })).toBe('DP');
    expect(
      dealsFor({ ...brand, products: ['HGH'], offers: { ...brand.offers, deals: [deal('x', 'H')] } }, 'HGH'),
    ).toHaveLength(1);
  });

  it('links same-origin paths in the app and https outside, nothing else', () => {
    expect(linkKind('/DP')).toBe('internal');
    expect(linkKind('https://partner.example/offer')).toBe('external');
    expect(linkKind('//evil.example')).toBeNull();
    expect(linkKind('javascript:alert(1)')).toBeNull();
    expect(linkKind('http://plain.example')).toBeNull();
    // issue 15 item 5: browsers read `\` as `/` and drop tabs and newlines, so these lead off-site.
    for (const url of ['/\\evil.example', '/\t/evil.example', '/\n/evil.example']) expect(linkKind(url)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { rawBrandAttributes, rawBrandResponse } from '../../../test/brand-fixtures';
import { normaliseBrandConfig, orderProducts, resolveProducts } from './normalise-brand-config';

function normalise(overrides: Parameters<typeof rawBrandAttributes>[0] = {}) {
  return normaliseBrandConfig(rawBrandResponse(rawBrandAttributes(overrides)));
}

function brandOf(result: ReturnType<typeof normaliseBrandConfig>) {
  if (!result.ok) throw new Error(result.failure.message);
  return result.brand;
}

describe('normaliseBrandConfig', () => {
  it('maps a complete configuration', () => {
    const brand = brandOf(normalise());
    expect(brand).toMatchObject({ id: 1, domain: 'localhost', language: 'en', products: ['DP', 'H', 'F'] });
    expect(brand.brand).toMatchObject({ brandName: 'Wayfare', pageTitle: 'Wayfare Travel', hasSSO: true });
  });

  it('defaults the currency to EUR and keeps a configured one', () => {
    expect(brandOf(normalise()).brand.currency).toBe('EUR');
    const club = rawBrandAttributes();
    expect(brandOf(normalise({ brandDetails: { ...club.brandDetails, currency: 'CHF' } })).brand.currency).toBe('CHF');
  });

  it('takes hasSSO from tokenAuthentication (off when absent)', () => {
    expect(brandOf(normalise({ tokenAuthentication: { enabled: false } })).brand.hasSSO).toBe(false);
    const { tokenAuthentication: _omit, ...withoutAuth } = rawBrandAttributes();
    expect(brandOf(normaliseBrandConfig(rawBrandResponse(withoutAuth))).brand.hasSSO).toBe(false);
  });

  it('takes the business profile of each product from the product list', () => {
    expect(brandOf(normalise()).brand.businessProfileId).toEqual({ DP: 'BP-DP', H: 'BP-H', F: 'BP-F' });
  });

  it('treats the top-hotel brand with only H as HGH (spec §4)', () => {
    const base = rawBrandAttributes();
    const brand = brandOf(
      normalise({
        brandDetails: { ...base.brandDetails, isTopHotel: true, productTypesOrder: ['H'] },
        products: [{ productType: 'H', businessProfileId: 'BP-TOP' }],
      }),
    );
    expect(brand.products).toEqual(['HGH']);
    expect(brand.brand.productTypesOrder).toEqual(['HGH']);
    expect(brand.brand.businessProfileId.HGH).toBe('BP-TOP');
  });

  it('keeps H for a top-hotel brand that sells more than hotels, and for a non-top-hotel H-only brand', () => {
    const base = rawBrandAttributes();
    expect(brandOf(normalise({ brandDetails: { ...base.brandDetails, isTopHotel: true } })).products).toContain('H');
    expect(brandOf(normalise({ products: [{ productType: 'H', businessProfileId: 'BP-H' }] })).products).toEqual(['H']);
  });

  it('filters productTypesOrder to the brand products', () => {
    const base = rawBrandAttributes();
    const brand = brandOf(
      normalise({
        brandDetails: { ...base.brandDetails, productTypesOrder: ['FF', 'F', 'DP'] },
        products: [
          { productType: 'DP', businessProfileId: 'a' },
          { productType: 'F', businessProfileId: 'b' },
          { productType: 'H', businessProfileId: 'c' },
        ],
      }),
    );
    expect(brand.brand.productTypesOrder).toEqual(['F', 'DP']);
    expect(brand.products).toEqual(['F', 'DP', 'H']);
  });

  it('derives the soft primary when absent and keeps a configured one', () => {
    expect(brandOf(normalise()).theme.softPrimaryColor).toBe('#e7eff7');
    const base = rawBrandAttributes();
    expect(brandOf(normalise({ theme: { ...base.theme, softPrimaryColor: '#fafafa' } })).theme.softPrimaryColor).toBe(
      '#fafafa',
    );
  });

  it('fills optional parts with empty defaults', () => {
    const {
      offers: _o,
      promoCampaign: _p,
      footer: _f,
      paymentMethods: _m,
      checkoutOptions: _c,
      ...rest
    } = rawBrandAttributes();
    const brand = brandOf(normaliseBrandConfig(rawBrandResponse(rest)));
    expect(brand.offers).toEqual({ isClub: false, deals: [], destinations: [] });
    expect(brand.promoCampaign).toEqual({});
    expect(brand.footer).toBeNull();
    expect(brand.paymentMethods).toEqual([]);
    expect(brand.checkoutOptions.insurance).toBe(false);
  });

  it('returns a typed failure for a malformed response, never throws', () => {
    for (const raw of [null, 'x', { data: null }, { data: { id: 1, attributes: { domain: 'x' } }, meta: {} }]) {
      const result = normaliseBrandConfig(raw);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.failure.kind).toBe('invalid-response');
    }
  });

  it('rejects a javascript: URL in the theme (design.md security)', () => {
    const base = rawBrandAttributes();
    const result = normalise({ theme: { ...base.theme, logoPrimaryUrl: 'javascript:alert(1)' } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure.issues.join()).toContain('logoPrimaryUrl');
  });

  it('names the missing required parts', () => {
    const { theme: _t, products: _p, ...rest } = rawBrandAttributes();
    const result = normaliseBrandConfig(rawBrandResponse(rest));
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'missing-parts', message: expect.stringMatching(/theme, products/) },
    });
  });
});

describe('product helpers', () => {
  it('keeps the first business profile of a repeated product type', () => {
    const { businessProfileId } = resolveProducts(
      [
        { productType: 'F', businessProfileId: 'first' },
        { productType: 'F', businessProfileId: 'second' },
      ],
      false,
    );
    expect(businessProfileId).toEqual({ F: 'first' });
  });

  it('falls back to the product list order when no ordered type is sold', () => {
    expect(orderProducts(['FF'], ['F', 'H'])).toEqual(['F', 'H']);
  });
});

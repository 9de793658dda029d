import type { BrandConfigAttributes, BrandConfigResponse } from '@wayfare/contract';
import type { BrandConfig } from '../lib/brand-config';
import { normaliseBrandConfig } from '../features/brand/model/normalise-brand-config';

/** A complete raw brand (the seed-file shape) for tests; override any part. */
export function rawBrandAttributes(overrides: Partial<BrandConfigAttributes> = {}): BrandConfigAttributes {
  return {
    domain: 'localhost',
    language: 'en',
    country: 'GB',
    environment: 'development',
    theme: {
      favicon: '/brand-assets/wayfare/favicon.svg',
      logoPrimaryUrl: '/brand-assets/wayfare/logo.svg',
      logoPrimaryMobileUrl: '/brand-assets/wayfare/logo-mobile.svg',
      logoSecondaryUrl: '/brand-assets/wayfare/logo-secondary.svg',
      primaryColor: '#0b5cad',
      primaryTextColor: '#ffffff',
    },
    landingContent: {
      heroTitle: 'Travel, your way',
      heroSubtitle: 'Flights and stays for members',
      heroBackgroundImage: '/brand-assets/wayfare/hero.jpg',
      productExplanation: { title: 'How it works', subtitle: 'Three steps', description: 'Search, choose, go.' },
      productSelector: { extraSelector: false, showSelector: true },
    },
    offers: { isClub: false, deals: [], destinations: [] },
    brandDetails: {
      pageTitle: 'Wayfare Travel',
      brandName: 'Wayfare',
      isTopHotel: false,
      productTypesOrder: ['DP', 'H', 'F'],
      phoneNumber: '+44 20 0000 0000',
      businessClient: 'wayfare',
      brandBase: 'wayfare',
      brandOrigin: 'wayfare',
      policies: { privacy: '/legal/privacy', termsConditions: '/legal/terms' },
    },
    products: [
      { productType: 'DP', businessProfileId: 'BP-DP' },
      { productType: 'H', businessProfileId: 'BP-H' },
      { productType: 'F', businessProfileId: 'BP-F' },
    ],
    promoCampaign: {},
    footer: { legalTextKey: 'footer.legal' },
    destinationProposals: { DP: [], H: [], F: [] },
    paymentMethods: [{ code: 'CARD', enabled: true }],
    paymentProviders: [{ name: 'simulated', methods: ['CARD'] }],
    checkoutOptions: { ancillaries: [], insurance: false, newsletter: true, invoice: false, specialRequests: true },
    tokenAuthentication: { enabled: true },
    ...overrides,
  };
}

/** The Strapi-shaped response of GetConfig for the given attributes. */
export function rawBrandResponse(attributes: Partial<BrandConfigAttributes> = rawBrandAttributes(), id = 1) {
  return { data: { id, attributes }, meta: {} } as BrandConfigResponse;
}

/** A normalised brand for component tests. */
export function brandConfigFixture(overrides: Partial<BrandConfigAttributes> = {}): BrandConfig {
  const result = normaliseBrandConfig(rawBrandResponse(rawBrandAttributes(overrides)));
  if (!result.ok) throw new Error(`fixture is invalid: ${result.failure.issues.join('; ')}`);
  return result.brand;
}

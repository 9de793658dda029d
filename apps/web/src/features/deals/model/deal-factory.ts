import type { DealItem } from '@wayfare/contract';

/** Test data factory: a deal with sensible defaults; override any field. */
export function makeDeal(overrides: Partial<DealItem> = {}): DealItem {
  return {
    id: 'deal-1',
    title: 'Vienna and its cafés',
    imageUrl: '/brand-assets/club/deals/club-deal-1.svg',
    destination: { code: 'VIE', name: 'Vienna' },
    productType: 'DP',
    dates: { from: '2030-05-10', to: '2030-05-14' },
    nights: 4,
    priceFrom: { amount: 640.5, currency: 'CHF' },
    departure: 'GVA',
    ...overrides,
  };
}

import type { BrandConfigAttributes, DealItem } from '@wayfare/contract';
import type { DealQuote } from '../shopping/hdp/deal-pricing';

type SeedDeal = BrandConfigAttributes['offers']['deals'][number];

/** A brand's seeded deal (title, image, destination) with the dates and price the inventory quoted for it. */
export function presentDeal(deal: SeedDeal, quote: DealQuote): DealItem {
  return {
    id: deal.id,
    title: deal.title,
    imageUrl: deal.imageUrl,
    destination: { code: deal.destinationCode, name: deal.destinationName },
    productType: deal.productType,
    dates: { from: quote.from, to: quote.to },
    nights: quote.nights,
    priceFrom: quote.priceFrom,
    ...(quote.departure ? { departure: quote.departure } : {}),
  };
}

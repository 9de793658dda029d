import type { BrandConfigAttributes, DealItem, Language } from '@wayfare/contract';
import { airportCityName, findAirport } from '../inventory/airports';
import type { DealQuote } from '../shopping/hdp/deal-pricing';

type SeedDeal = BrandConfigAttributes['offers']['deals'][number];

/**
 * A brand's seeded deal (title, image, destination) with the dates and price the inventory quoted for it, and the
 * departure's city named in the brand's language (the deal search showed "From DUB" beside "Destination Athens").
 */
export function presentDeal(deal: SeedDeal, quote: DealQuote, language: Language): DealItem {
  const airport = quote.departure ? findAirport(quote.departure) : undefined;
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
    ...(airport ? { departureName: airportCityName(airport, language) } : {}),
  };
}

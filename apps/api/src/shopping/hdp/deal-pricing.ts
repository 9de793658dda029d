import { money } from '@wayfare/contract';
import type { Money, ProductType } from '@wayfare/contract';
import { findCity } from '../../inventory/cities';
import { hashString } from '../../inventory/seeded-random';
import { staysOfCity } from '../../inventory/stays/stay-catalog';
import { addDays } from '../../inventory/time-zones';
import { flightListPrice } from '../../pricing/flight-price';
import { defaultPackageFlight, packageFlights } from './package-flights';
import { buildStaySearch } from './stay-search';

export interface DealInput {
  id: string;
  destinationCode: string;
  productType: ProductType;
}

export interface DealQuote {
  from: string;
  to: string;
  /** 0 for flight-only deals. */
  nights: number;
  /** For two adults, in the brand currency. */
  priceFrom: Money;
  /** F, FF, DP: the airport the priced flight leaves from (the deal's search needs it). */
  departure?: string;
}

/** Where a brand's travellers fly from, by the brand's country (deals need a departure for flights). */
const HOME_CITY: Record<string, string> = {
  IE: 'DUB',
  IT: 'ROM',
  ES: 'MAD',
  CH: 'GVA',
  FR: 'PAR',
  GB: 'LON',
  PT: 'LIS',
};

export function homeCityOf(country: string, destinationCode: string): string {
  const home = HOME_CITY[country] ?? 'LON';
  return home === destinationCode ? (home === 'LON' ? 'PAR' : 'LON') : home;
}

/** Quotes are the same all day for everyone: keep them per deal, day and brand. */
const MAX_CACHED_QUOTES = 200;
const cache = new Map<string, DealQuote | null>();

/**
 * A deal's dates and lowest price, from the same inventory searches use: departure 3 to 11 weeks
 * ahead (per deal), 2 to 7 nights; stays priced for two adults, packages with their default flight,
 * flights as the cheapest round trip from the brand's home city. Null when the inventory has nothing.
 */
export function quoteDeal(
  deal: DealInput,
  brand: { currency: string; country: string },
  today: string,
): DealQuote | null {
  const key = `${deal.id}|${deal.destinationCode}|${deal.productType}|${brand.currency}|${brand.country}|${today}`;
  if (cache.has(key)) return cache.get(key) as DealQuote | null;
  const quote = computeQuote(deal, brand, today);
  cache.set(key, quote);
  if (cache.size > MAX_CACHED_QUOTES) cache.delete(cache.keys().next().value as string);
  return quote;
}

function computeQuote(deal: DealInput, brand: { currency: string; country: string }, today: string): DealQuote | null {
  const city = findCity(deal.destinationCode);
  if (!city) return null;
  const seed = hashString(deal.id);
  const nights = 2 + (seed % 6);
  const from = addDays(today, 21 + (seed % 56));
  const to = addDays(from, nights);
  const isFlight = deal.productType === 'F' || deal.productType === 'FF';
  const flightQuery =
    deal.productType === 'H' || deal.productType === 'HGH'
      ? null
      : {
          departure: homeCityOf(brand.country, city.code),
          destination: city.code,
          outboundDate: from,
          returnDate: to,
          adults: 2,
          childrenAges: [],
        };
  const prepared = flightQuery ? packageFlights(flightQuery) : null;
  if (isFlight) {
    const cheapest = prepared?.sorted.PRICE[0];
    if (!cheapest) return null;
    return {
      from,
      to,
      nights: 0,
      // The same list price the flight results show for this offer (src/pricing).
      priceFrom: flightListPrice(cheapest.prices, brand.currency).total,
      departure: flightQuery?.departure,
    };
  }
  const flight = prepared ? defaultPackageFlight(prepared) : null;
  if (prepared && !flight) return null;
  const search = buildStaySearch({
    productType: deal.productType === 'DP' ? 'DP' : deal.productType === 'HGH' ? 'HGH' : 'H',
    cityCode: city.code,
    pinnedStayId: null,
    query: { checkIn: from, checkOut: to, nights, adults: 2, childrenAges: [], currency: brand.currency, today },
    language: 'en',
    brand: {
      domain: '',
      businessProfileId: '',
      currency: brand.currency,
      pointsConversionRate: null,
      memberDiscountPercent: null,
    },
    mealPlans: [],
    freeCancellationOnly: false,
    flightQuery,
    flight,
    stays: staysOfCity(city.code),
  });
  if (search.items.length === 0) return null;
  // Item prices are the pricing authority's list totals in minor units (the cards show the same).
  const priceFrom = money(Math.min(...search.items.map((item) => item.minPrice)), brand.currency);
  return flightQuery
    ? { from, to, nights, priceFrom, departure: flightQuery.departure }
    : { from, to, nights, priceFrom };
}

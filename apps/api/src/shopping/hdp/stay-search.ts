import type { Language } from '@wayfare/contract';
import { MEAL_PLANS } from '../../inventory/stays/stay-attributes';
import type { RateMealPlan, Stay } from '../../inventory/stays/stay-types';
import type { FlightQuery } from '../transport/flight-query';
import type { FlightOffer } from '../transport/offers';
import { FLIGHT_CURRENCY } from '../transport/present';
import { convert } from './money';
import type { StayQuery } from './stay-rates';
import { planIndex, quoteRates } from './stay-rates';

export type StayProductType = 'H' | 'HGH' | 'DP';

/** The brand a search is made for (from its business profile). */
export interface SearchBrand {
  domain: string;
  businessProfileId: string;
  currency: string;
  pointsConversionRate: number | null;
}

/** Number of price slots per item: one per meal plan and refundability. */
export const SLOTS = MEAL_PLANS.length * 2;
export const slotOf = (plan: RateMealPlan, flexible: boolean) => planIndex(plan) * 2 + (flexible ? 1 : 0);

/** One result of a search with its cheapest price per meal plan and refundability (for facets and sorts). */
export interface StaySearchItem {
  /** The proposal id is the stay id: unique within a search, and CreatePricing names the search too. */
  stay: Stay;
  /** Cheapest total per slot (see slotOf), package flight included; Infinity where the stay has no such rate. */
  prices: Float64Array;
  /** The same before the promotion. */
  pricesBeforeDiscount: Float64Array;
  /** Cheapest total over every slot. */
  minPrice: number;
}

export interface StaySearch {
  /** Set once the search store has given the search its id. */
  id: string;
  productType: StayProductType;
  cityCode: string;
  /** A hotel id searched for directly: it leads the RECOMMENDED order. */
  pinnedStayId: string | null;
  query: StayQuery;
  language: Language;
  brand: SearchBrand;
  /** CreateSearch's own restrictions (spec §3 URL values mealPlans and freeCancellation). */
  mealPlans: readonly RateMealPlan[];
  freeCancellationOnly: boolean;
  /** DP: the flight query of the package and its default flight (alternatives are regenerated from the query). */
  flightQuery: FlightQuery | null;
  flight: FlightOffer | null;
  items: readonly StaySearchItem[];
  /** Per-search memo of sort orders and effective prices (the search never changes once made). */
  memo: Map<string, unknown>;
}

export interface BuildSearchInput extends Omit<StaySearch, 'id' | 'items' | 'memo'> {
  stays: readonly Stay[];
}

/** Prices every stay once for the search (facets and pages then only read these tables). */
export function buildStaySearch(input: BuildSearchInput): StaySearch {
  const { stays, ...search } = input;
  const allowed = new Set<RateMealPlan>(search.mealPlans.length > 0 ? search.mealPlans : MEAL_PLANS);
  const flightTotal = search.flight
    ? convert(search.flight.totalCents / 100, FLIGHT_CURRENCY, search.query.currency)
    : 0;
  const items: StaySearchItem[] = [];
  for (const stay of stays) {
    const prices = new Float64Array(SLOTS).fill(Infinity);
    const before = new Float64Array(SLOTS).fill(Infinity);
    for (const quote of quoteRates(stay, search.query)) {
      if (!allowed.has(quote.mealPlan) || (search.freeCancellationOnly && !quote.flexible)) continue;
      const slot = slotOf(quote.mealPlan, quote.flexible);
      const total = quote.total + flightTotal;
      if (total < (prices[slot] as number)) {
        prices[slot] = total;
        before[slot] = (quote.beforeDiscount ?? quote.total) + flightTotal;
      }
    }
    const minPrice = Math.min(...prices);
    if (minPrice === Infinity) continue;
    items.push({ stay, prices, pricesBeforeDiscount: before, minPrice });
  }
  return { ...search, id: '', items, memo: new Map() };
}

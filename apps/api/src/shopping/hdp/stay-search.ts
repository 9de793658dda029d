import type { Language } from '@wayfare/contract';
import { MEAL_PLANS } from '../../inventory/stays/stay-attributes';
import type { RateMealPlan, Stay } from '../../inventory/stays/stay-types';
import type { FlightQuery } from '../transport/flight-query';
import type { FlightOffer } from '../transport/offers';
import { packageFlightMinor, quoteListMinor, quoteReferenceMinor } from '../../pricing/stay-price';
import type { StayQuery } from './stay-rates';
import { planIndex, quoteRates } from './stay-rates';

export type StayProductType = 'H' | 'HGH' | 'DP';

/** The brand a search is made for (from its business profile). */
export interface SearchBrand {
  domain: string;
  businessProfileId: string;
  currency: string;
  pointsConversionRate: number | null;
  /** brandDetails.membership.memberDiscountPercent (null: no member programme). */
  memberDiscountPercent?: number | null;
}

/** Number of price slots per item: one per meal plan and refundability. */
export const SLOTS = MEAL_PLANS.length * 2;
export const slotOf = (plan: RateMealPlan, flexible: boolean) => planIndex(plan) * 2 + (flexible ? 1 : 0);

/** One result of a search with its cheapest price per meal plan and refundability (for facets and sorts). */
export interface StaySearchItem {
  /** The proposal id is the stay id: unique within a search, and CreatePricing names the search too. */
  stay: Stay;
  /**
   * Cheapest list total per slot (see slotOf) in MINOR units of the brand currency, package flight included;
   * Infinity where the stay has no such rate. The pricing authority's rounding (src/pricing/stay-price).
   */
  prices: Float64Array;
  /** The same offer before the promotion. */
  pricesBeforeDiscount: Float64Array;
  /** The room of each slot's rate (its rateId is `${room}-${plan}-${FLEX|NRF}`); '' where there is none. */
  rooms: string[];
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
  const { currency } = search.query;
  const flightMinor = packageFlightMinor(search.flight?.prices ?? null, currency);
  const items: StaySearchItem[] = [];
  for (const stay of stays) {
    const prices = new Float64Array(SLOTS).fill(Infinity);
    const before = new Float64Array(SLOTS).fill(Infinity);
    const rooms = new Array<string>(SLOTS).fill('');
    for (const quote of quoteRates(stay, search.query)) {
      if (!allowed.has(quote.mealPlan) || (search.freeCancellationOnly && !quote.flexible)) continue;
      const slot = slotOf(quote.mealPlan, quote.flexible);
      const total = quoteListMinor(quote, currency) + flightMinor;
      if (total < (prices[slot] as number)) {
        prices[slot] = total;
        before[slot] = quoteReferenceMinor(quote, currency) + flightMinor;
        rooms[slot] = quote.room.code;
      }
    }
    const minPrice = Math.min(...prices);
    if (minPrice === Infinity) continue;
    items.push({ stay, prices, pricesBeforeDiscount: before, rooms, minPrice });
  }
  return { ...search, id: '', items, memo: new Map() };
}

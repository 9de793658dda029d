import { money, scaleMoney } from '@wayfare/contract';
import type { Language, Money, Pricing, rateSchema, roomSchema } from '@wayfare/contract';
import type { z } from 'zod';
import { findCity } from '../../inventory/cities';
import type { City } from '../../inventory/cities';
import { roomDescription, roomName } from '../../inventory/stays/stay-rooms';
import type { RateMealPlan, Stay } from '../../inventory/stays/stay-types';
import { addDays, toLocalIso } from '../../inventory/time-zones';
import type { FlightQuery } from '../transport/flight-query';
import type { FlightOffer } from '../transport/offers';
import { priceAmount } from '../../pricing/price-offer';
import type { PricingContext } from '../../pricing/pricing-context';
import { packageFlightMinor, priceStay, quoteListMinor, quoteRoomsMinor } from '../../pricing/stay-price';
import { presentProposal } from '../transport/present';
import { freeCancellationDeadline, localDateTime, quoteRates, rateIdFor } from './stay-rates';
import type { RateQuote, StayQuery } from './stay-rates';
import type { SearchBrand, StayProductType } from './stay-search';
import { presentAccommodation } from './stay-presenter';

export type Rate = z.infer<typeof rateSchema>;
export type Room = z.infer<typeof roomSchema>;

/** A pricing as kept between calls: enough to present it again, change its flight, or select a rate. */
export interface PricingState {
  pricingId: string;
  searchId: string;
  productType: StayProductType;
  stay: Stay;
  query: StayQuery;
  brand: SearchBrand;
  language: Language;
  mealPlans: readonly RateMealPlan[];
  freeCancellationOnly: boolean;
  flightQuery: FlightQuery | null;
  flight: FlightOffer | null;
  /** The rate the card showed (CreatePricing rateId): the page opens on it while it is offered. */
  preferredRateId?: string | null;
  /** Epoch ms the quote was made (non-refundable penalties start then). */
  pricedAt: number;
  expiresAt: number;
}

/** How long a price holds (design.md: prices are recomputed on the server; a quote is not forever). */
export const PRICING_TTL_MS = 30 * 60 * 1000;

export const rateIdOf = (quote: RateQuote) => rateIdFor(quote.room.code, quote.mealPlan, quote.flexible);

/** A rate's list price in minor units of the pricing currency (the one rounding, as on the cards). */
export const quoteMinor = (state: Pick<PricingState, 'query'>, quote: RateQuote) =>
  quoteListMinor(quote, state.query.currency);

/** The package flight's list total in minor units of the pricing currency (0 without a flight). */
export function transportMinor(state: Pick<PricingState, 'flight' | 'query'>): number {
  return packageFlightMinor(state.flight?.prices ?? null, state.query.currency);
}

/** Penalties are what this visitor would lose: parts of the price they pay (`charged`). */
function cancellationPolicy(state: PricingState, quote: RateQuote, charged: Money, city: City) {
  if (!quote.flexible) {
    return {
      refundable: false,
      freeCancellationUntil: null,
      penalties: [{ from: toLocalIso(state.pricedAt, city.timeZone), amount: charged }],
    };
  }
  const lastDay = freeCancellationDeadline(state.stay, state.query) as string;
  return {
    refundable: true,
    freeCancellationUntil: localDateTime(lastDay, 23 * 60 + 59, city.timeZone),
    penalties: [
      // After the deadline the first night is charged; a no-show pays the whole stay.
      {
        from: localDateTime(addDays(lastDay, 1), 0, city.timeZone),
        amount: scaleMoney(charged, 1 / state.query.nights),
      },
      { from: localDateTime(state.query.checkIn, 0, city.timeZone), amount: charged },
    ],
  };
}

/** The rates a pricing offers: CreateSearch's meal-plan and free-cancellation choices still apply. */
export function pricingQuotes(state: PricingState): RateQuote[] {
  const allowed = state.mealPlans.length > 0 ? new Set(state.mealPlans) : null;
  return quoteRates(state.stay, state.query).filter(
    (quote) => (!allowed || allowed.has(quote.mealPlan)) && (!state.freeCancellationOnly || quote.flexible),
  );
}

/** A rate priced by the pricing authority for the visitor (list, member, taxes, points). */
export function presentRate(state: PricingState, quote: RateQuote, city: City, context: PricingContext): Rate {
  const list = money(quoteMinor(state, quote), state.query.currency);
  const priced = priceAmount(list, context, 'STAY');
  const perRoom = quoteRoomsMinor(quote, state.query.currency);
  return {
    rateId: rateIdOf(quote),
    mealPlan: quote.mealPlan,
    freeCancellation: quote.flexible,
    cancellationPolicy: cancellationPolicy(state, quote, priced.charged, city),
    price: {
      total: list,
      perNight: scaleMoney(list, 1 / state.query.nights),
      taxesAndFees: priced.taxesAndFees,
      ...(perRoom ? { perRoom: perRoom.map((amount) => money(amount, state.query.currency)) } : {}),
    },
    ...(priced.member ? { memberPrice: priced.member } : {}),
    pointsEquivalent: priced.points,
  };
}

function presentRoom(state: PricingState, quotes: RateQuote[], city: City, context: PricingContext): Room {
  const { room, units } = quotes[0] as RateQuote;
  const name = roomName(room.code, state.language);
  return {
    roomId: room.code,
    name: units > 1 ? `${units} × ${name}` : name,
    description: roomDescription(room.code, state.language),
    maxOccupancy: room.maxOccupancy * units,
    rates: quotes.map((quote) => presentRate(state, quote, city, context)),
  };
}

/** The rate a pricing opens on: the card's rate while it is offered, else the cheapest. */
export function selectedQuote(state: PricingState, quotes: readonly RateQuote[]): RateQuote {
  const preferred = state.preferredRateId && quotes.find((quote) => rateIdOf(quote) === state.preferredRateId);
  if (preferred) return preferred;
  return quotes.reduce((best, quote) => (quoteMinor(state, quote) < quoteMinor(state, best) ? quote : best));
}

/**
 * RetrievePricing (and UpdateTransport): rooms with a rate per meal plan and refundability; the total is the
 * selected rate plus the package flight, priced like the card that led here (same rounding, same member step).
 */
export function presentPricing(state: PricingState, context: PricingContext): Pricing {
  const city = findCity(state.stay.cityCode) as City;
  const quotes = pricingQuotes(state);
  const byRoom = new Map<string, RateQuote[]>();
  for (const quote of quotes) byRoom.set(quote.room.code, [...(byRoom.get(quote.room.code) ?? []), quote]);
  const selected = selectedQuote(state, quotes);
  const priced = priceStay(
    quoteMinor(state, selected) + transportMinor(state),
    null,
    state.query.nights,
    state.flight !== null,
    context,
  );
  return {
    pricingId: state.pricingId,
    searchId: state.searchId,
    productType: state.productType,
    accommodation: presentAccommodation(state.stay, state.language),
    checkIn: state.query.checkIn,
    checkOut: state.query.checkOut,
    nights: state.query.nights,
    adults: state.query.adults,
    childrenAges: [...state.query.childrenAges],
    ...(state.query.rooms && state.query.rooms.length > 1
      ? { occupancy: state.query.rooms.map((room) => ({ adults: room.adults, childrenAges: [...room.childrenAges] })) }
      : {}),
    // Cheapest room for the party first (two singles may cost more than one double).
    rooms: [...byRoom.values()]
      .sort((a, b) => Math.min(...a.map((quote) => quote.total)) - Math.min(...b.map((quote) => quote.total)))
      .map((roomQuotes) => presentRoom(state, roomQuotes, city, context)),
    transport: state.flight ? presentProposal(state.flight, state.language, context) : null,
    total: priced.list,
    ...(priced.member ? { memberPrice: priced.member } : {}),
    selectedRateId: rateIdOf(selected),
    pointsEquivalent: priced.points,
    expiresAt: new Date(state.expiresAt).toISOString(),
  };
}

import type { Language, Pricing, rateSchema, roomSchema } from '@wayfare/contract';
import type { z } from 'zod';
import { findCity } from '../../inventory/cities';
import type { City } from '../../inventory/cities';
import { roomDescription, roomName } from '../../inventory/stays/stay-rooms';
import type { RateMealPlan, Stay } from '../../inventory/stays/stay-types';
import { addDays, toLocalIso } from '../../inventory/time-zones';
import type { FlightQuery } from '../transport/flight-query';
import type { FlightOffer } from '../transport/offers';
import { FLIGHT_CURRENCY, presentProposal } from '../transport/present';
import { convert, money, pointsFor, roundMoney } from './money';
import { freeCancellationDeadline, localDateTime, quoteRates } from './stay-rates';
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
  /** Epoch ms the quote was made (non-refundable penalties start then). */
  pricedAt: number;
  expiresAt: number;
}

/** How long a price holds (design.md: prices are recomputed on the server; a quote is not forever). */
export const PRICING_TTL_MS = 30 * 60 * 1000;

export const rateIdOf = (quote: RateQuote) => `${quote.room.code}-${quote.mealPlan}-${quote.flexible ? 'FLEX' : 'NRF'}`;

/** The package flight's total in the pricing currency (0 without a flight). */
export function transportTotal(state: Pick<PricingState, 'flight' | 'query'>): number {
  return state.flight ? convert(state.flight.totalCents / 100, FLIGHT_CURRENCY, state.query.currency) : 0;
}

function cancellationPolicy(state: PricingState, quote: RateQuote, total: number, city: City) {
  const currency = state.query.currency;
  if (!quote.flexible) {
    return {
      refundable: false,
      freeCancellationUntil: null,
      penalties: [{ from: toLocalIso(state.pricedAt, city.timeZone), amount: money(total, currency) }],
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
        amount: money(total / state.query.nights, currency),
      },
      { from: localDateTime(state.query.checkIn, 0, city.timeZone), amount: money(total, currency) },
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

export function presentRate(state: PricingState, quote: RateQuote, city: City): Rate {
  const total = roundMoney(quote.total);
  return {
    rateId: rateIdOf(quote),
    mealPlan: quote.mealPlan,
    freeCancellation: quote.flexible,
    cancellationPolicy: cancellationPolicy(state, quote, total, city),
    price: {
      total: money(total, state.query.currency),
      perNight: money(total / state.query.nights, state.query.currency),
    },
    pointsEquivalent: pointsFor(total, state.brand.pointsConversionRate),
  };
}

function presentRoom(state: PricingState, quotes: RateQuote[], city: City): Room {
  const { room, units } = quotes[0] as RateQuote;
  const name = roomName(room.code, state.language);
  return {
    roomId: room.code,
    name: units > 1 ? `${units} × ${name}` : name,
    description: roomDescription(room.code, state.language),
    maxOccupancy: room.maxOccupancy * units,
    rates: quotes.map((quote) => presentRate(state, quote, city)),
  };
}

/** RetrievePricing (and UpdateTransport): rooms with a rate per meal plan and refundability, the total. */
export function presentPricing(state: PricingState): Pricing {
  const city = findCity(state.stay.cityCode) as City;
  const quotes = pricingQuotes(state);
  const byRoom = new Map<string, RateQuote[]>();
  for (const quote of quotes) byRoom.set(quote.room.code, [...(byRoom.get(quote.room.code) ?? []), quote]);
  const cheapest = Math.min(...quotes.map((quote) => roundMoney(quote.total)));
  const total = roundMoney(cheapest + transportTotal(state));
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
    // Cheapest room for the party first (two singles may cost more than one double).
    rooms: [...byRoom.values()]
      .sort((a, b) => Math.min(...a.map((quote) => quote.total)) - Math.min(...b.map((quote) => quote.total)))
      .map((roomQuotes) => presentRoom(state, roomQuotes, city)),
    transport: state.flight ? presentProposal(state.flight, state.language) : null,
    total: money(total, state.query.currency),
    pointsEquivalent: pointsFor(total, state.brand.pointsConversionRate),
    expiresAt: new Date(state.expiresAt).toISOString(),
  };
}

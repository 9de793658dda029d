import type { RoomOccupancy } from '@wayfare/contract';
import { addDays, localToUtc, toLocalIso } from '../../inventory/time-zones';
import { seasonFactor, isCoastal } from '../../inventory/stays/stay-city-profile';
import { MEAL_PLANS } from '../../inventory/stays/stay-attributes';
import type { RateMealPlan, RoomType, Stay } from '../../inventory/stays/stay-types';
import { euroIn } from '../../pricing/currency';

/** Who stays when, and the currency prices are given in. */
export interface StayQuery {
  checkIn: string;
  checkOut: string;
  nights: number;
  /** The whole party (all rooms together). */
  adults: number;
  childrenAges: readonly number[];
  /** Several rooms, each with its party (issue 19 item 8); absent: one room for the whole party. */
  rooms?: readonly RoomOccupancy[] | undefined;
  currency: string;
  /** UTC date (YYYY-MM-DD) prices are made on: a free-cancellation deadline already past is not offered. */
  today: string;
}

/** Euro per person per night on top of the room (scaled by the property's class). */
const MEAL_SUPPLEMENT: Record<RateMealPlan, number> = {
  ROOM_ONLY: 0,
  BREAKFAST: 11,
  HALF_BOARD: 28,
  FULL_BOARD: 45,
  ALL_INCLUSIVE: 72,
};
/** A non-refundable rate is this much of the flexible one. */
const NON_REFUNDABLE_FACTOR = 0.9;

/** A rate's id: its room, board and refundability (stable, so a card's rate can be found again on the page). */
export const rateIdFor = (roomCode: string, plan: RateMealPlan, flexible: boolean) =>
  `${roomCode}-${plan}-${flexible ? 'FLEX' : 'NRF'}`;

export const planIndex = (plan: RateMealPlan) => MEAL_PLANS.indexOf(plan);

/** Infants under 2 sleep in a cot and are not counted. */
const guestsOf = (query: StayQuery) => query.adults + query.childrenAges.filter((age) => age >= 2).length;

/** Sum over the nights of season and weekend multipliers (Friday and Saturday nights cost more). */
function nightFactorSum(query: StayQuery, coastal: boolean): number {
  let sum = 0;
  for (let night = 0; night < query.nights; night++) {
    const date = new Date(`${addDays(query.checkIn, night)}T00:00:00Z`);
    const weekend = date.getUTCDay() === 5 || date.getUTCDay() === 6 ? 1.12 : 1;
    sum += seasonFactor(date.getUTCMonth(), coastal) * weekend;
  }
  return sum;
}

/** Units of a room the party needs (two people need two dormitory beds) and the price of the lot, in euro. */
export function roomCost(stay: Stay, room: RoomType, query: StayQuery, nightFactors: number) {
  const guests = Math.max(1, guestsOf(query));
  const units = Math.ceil(guests / room.maxOccupancy);
  const perUnit = guests / units;
  const occupancy = room.maxOccupancy === 1 ? 1 : perUnit <= 1 ? 0.85 : 1 + 0.18 * Math.max(0, perUnit - 2);
  return { units, euro: stay.baseNightly * room.priceFactor * occupancy * units * nightFactors };
}

function mealSupplement(stay: Stay, plan: RateMealPlan, query: StayQuery): number {
  const people = query.adults + 0.5 * query.childrenAges.filter((age) => age >= 2).length;
  const level = (0.8 + 0.1 * stay.stars) * Math.min(1.6, Math.max(0.7, Math.sqrt(stay.baseNightly / 100)));
  return MEAL_SUPPLEMENT[plan] * level * people * query.nights;
}

/** The date free cancellation ends (local to the property), or null when flexible rates are not offered. */
export function freeCancellationDeadline(stay: Stay, query: StayQuery): string | null {
  if (!stay.freeCancellation) return null;
  const lastDay = addDays(query.checkIn, -stay.freeCancellationDays);
  return lastDay >= query.today ? lastDay : null;
}

export interface RateQuote {
  room: RoomType;
  /** One quote per booked room when several are (same room type, rate and board); the amounts are their sums. */
  parts?: RateQuote[];
  units: number;
  mealPlan: RateMealPlan;
  flexible: boolean;
  /** In the query's currency, major units, unrounded, promotion applied (src/pricing rounds it once). */
  total: number;
  /** Before the promotion (the reference a badge compares with), or null without one. */
  beforeDiscount: number | null;
  promotionPercent: number | null;
}

/**
 * Every rate of a property for the query: each room type × meal plan × (flexible, non-refundable). With several
 * rooms each room is quoted for its own party and a rate sells the same room type and board for all of them:
 * its units and amounts are the sums of the rooms' (the pricing authority rounds each room once, src/pricing).
 */
export function quoteRates(stay: Stay, query: StayQuery): RateQuote[] {
  if (query.rooms && query.rooms.length > 1) {
    const perRoom = query.rooms.map((party) =>
      singleRoomQuotes(stay, { ...query, adults: party.adults, childrenAges: party.childrenAges, rooms: undefined }),
    );
    return perRoom[0]!.map((first, index) => {
      const parts = perRoom.map((quotes) => quotes[index]!);
      const sum = (pick: (quote: RateQuote) => number) => parts.reduce((total, part) => total + pick(part), 0);
      return {
        ...first,
        parts,
        units: sum((part) => part.units),
        total: sum((part) => part.total),
        beforeDiscount: first.beforeDiscount === null ? null : sum((part) => part.beforeDiscount ?? 0),
      };
    });
  }
  return singleRoomQuotes(stay, query);
}

function singleRoomQuotes(stay: Stay, query: StayQuery): RateQuote[] {
  const nightFactors = nightFactorSum(query, isCoastal(stay.cityCode));
  const flexibleOffered = freeCancellationDeadline(stay, query) !== null;
  const discount = stay.promotion ? 1 - stay.promotion.discountPercent / 100 : 1;
  const quotes: RateQuote[] = [];
  for (const room of stay.rooms) {
    const { units, euro } = roomCost(stay, room, query, nightFactors);
    for (const mealPlan of stay.mealPlans) {
      const flexibleEuro = euro + mealSupplement(stay, mealPlan, query);
      const variants: [boolean, number][] = flexibleOffered
        ? [
            [false, flexibleEuro * NON_REFUNDABLE_FACTOR],
            [true, flexibleEuro],
          ]
        : [[false, flexibleEuro]];
      for (const [flexible, amount] of variants) {
        const full = euroIn(amount, query.currency);
        quotes.push({
          room,
          units,
          mealPlan,
          flexible,
          total: full * discount,
          beforeDiscount: stay.promotion ? full : null,
          promotionPercent: stay.promotion?.discountPercent ?? null,
        });
      }
    }
  }
  return quotes;
}

/** ISO date-time of a wall-clock time at the property (cancellation deadlines are local). */
export function localDateTime(date: string, minuteOfDay: number, timeZone: string): string {
  return toLocalIso(localToUtc(date, minuteOfDay, timeZone), timeZone);
}

import type { Stay } from '../../inventory/stays/stay-types';
import { addDays } from '../../inventory/time-zones';
import { quoteListMinor } from '../../pricing/stay-price';
import { LruCache } from '../lru-cache';
import { quoteRates } from '../hdp/stay-rates';
import type { StayQuery } from '../hdp/stay-rates';

/**
 * The list total (minor units of the query's currency) of the cheapest rate of any stay: what a hotel search
 * without filters shows first when sorted by price (buildStaySearch keeps, per stay, the cheapest rate by
 * the same rounding). Infinity when no stay sells anything.
 */
export function lowestStayMinor(stays: readonly Stay[], query: StayQuery): number {
  let lowest = Infinity;
  for (const stay of stays) {
    for (const quote of quoteRates(stay, query)) {
      const total = quoteListMinor(quote, query.currency);
      if (total < lowest) lowest = total;
    }
  }
  return lowest;
}

export interface StayCalendarQuery {
  cityCode: string;
  from: string;
  days: number;
  nights: number;
  adults: number;
  childrenAges: readonly number[];
  currency: string;
  today: string;
}

/** Days remembered: one number per city, day, stay length, party and currency. */
const cache = new LruCache<string, number>(20_000);

/** Per check-in day of the window, the lowest list total in minor units (Infinity when nothing is sold). */
export async function lowestStayPrices(stays: readonly Stay[], query: StayCalendarQuery): Promise<number[]> {
  const party = `${query.adults}.${[...query.childrenAges].sort((a, b) => a - b).join('-')}`;
  const result: number[] = [];
  for (let offset = 0; offset < query.days; offset++) {
    const checkIn = addDays(query.from, offset);
    const key = `${query.cityCode}.${checkIn}.${query.nights}.${party}.${query.currency}.${query.today}`;
    let lowest = cache.get(key);
    if (lowest === undefined) {
      // A city's few hundred stays cost a millisecond or two a day: let other requests in between days.
      if (offset > 0 && offset % 8 === 0) await new Promise((resolve) => setImmediate(resolve));
      lowest = lowestStayMinor(stays, {
        checkIn,
        checkOut: addDays(checkIn, query.nights),
        nights: query.nights,
        adults: query.adults,
        childrenAges: query.childrenAges,
        currency: query.currency,
        today: query.today,
      });
      cache.set(key, lowest);
    }
    result.push(lowest);
  }
  return result;
}

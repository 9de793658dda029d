import type { Money, PriceCalendarResult } from '@wayfare/contract';
import { priceTones } from './price-tones';
import type { PriceTone } from './price-tones';

/** What a calendar day shows: the price this visitor pays (the member price for a member) and its tone. */
export interface DayPrice {
  price: Money;
  text: string;
  tone: PriceTone;
}

/**
 * The days of a GetPriceCalendar answer that sell something, keyed by ISO day, with their tone against the
 * window's typical price; the amounts are the server's (formatted by `format`, never recomputed).
 */
export function dayPricesOf(result: PriceCalendarResult, format: (money: Money) => string): Map<string, DayPrice> {
  const paid = result.days.map((day) => (day.price ? (day.memberPrice ?? day.price) : null));
  const tones = priceTones(paid.map((price) => price?.amount ?? null));
  const days = new Map<string, DayPrice>();
  result.days.forEach((day, index) => {
    const price = paid[index];
    const tone = tones[index];
    if (price && tone) days.set(day.date, { price, text: format(price), tone });
  });
  return days;
}

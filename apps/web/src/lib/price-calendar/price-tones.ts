/**
 * Colours of a price calendar (issue 19 item 1, as Backpack's BpkPriceRange does): each day's lowest price
 * against the window's typical price, the median of the days that sell something. A day at least 5% under it
 * is low, one at least 10% over it is high, the rest typical; a window of equal prices is all typical.
 */
export type PriceTone = 'low' | 'typical' | 'high';

/** Percent of the typical price (integers, so 110% of 100 is exactly 110). */
export const LOW_PERCENT = 95;
export const HIGH_PERCENT = 110;

/** The median of the amounts (the mean of the middle two for an even count), null without any. */
export function typicalPrice(amounts: readonly number[]): number | null {
  if (amounts.length === 0) return null;
  const sorted = [...amounts].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function priceTone(amount: number, typical: number): PriceTone {
  if (amount * 100 <= typical * LOW_PERCENT) return 'low';
  if (amount * 100 >= typical * HIGH_PERCENT) return 'high';
  return 'typical';
}

/** The tone of every day of a window (null for a day that sells nothing). */
export function priceTones(amounts: readonly (number | null)[]): (PriceTone | null)[] {
  const typical = typicalPrice(amounts.filter((amount): amount is number => amount !== null));
  return amounts.map((amount) => (amount === null || typical === null ? null : priceTone(amount, typical)));
}

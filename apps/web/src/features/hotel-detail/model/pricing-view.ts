import type { Pricing } from '@wayfare/contract';

type Room = Pricing['rooms'][number];
type Rate = Room['rates'][number];

export interface ChosenRate {
  room: Room;
  rate: Rate;
}

/** The chosen rate, or the cheapest one when none (or an unknown one) is chosen. */
export function chosenRate(pricing: Pricing, rateId: string | null): ChosenRate {
  let cheapest: ChosenRate | null = null;
  for (const room of pricing.rooms) {
    for (const rate of room.rates) {
      if (rate.rateId === rateId) return { room, rate };
      if (!cheapest || rate.price.total.amount < cheapest.rate.price.total.amount) cheapest = { room, rate };
    }
  }
  return cheapest!;
}

/** The package flight's share of the total (pricing.total is the cheapest rate plus the flight). */
export function transportAmount(pricing: Pricing): number {
  const cheapest = Math.min(...pricing.rooms.flatMap((room) => room.rates.map((rate) => rate.price.total.amount)));
  return pricing.transport ? Math.max(0, Math.round((pricing.total.amount - cheapest) * 100) / 100) : 0;
}

export interface PriceBreakdown {
  stay: number;
  transport: number;
  total: number;
  currency: string;
}

/** What the traveller pays for the chosen rate: the stay, the flight (DP) and the total. */
export function priceBreakdown(pricing: Pricing, choice: ChosenRate): PriceBreakdown {
  const stay = choice.rate.price.total.amount;
  const transport = transportAmount(pricing);
  return { stay, transport, total: Math.round((stay + transport) * 100) / 100, currency: pricing.total.currency };
}

/** Points for an amount: the brand's rate is the currency value of one point (rounded up, as the API does). */
export function pointsFor(amount: number, pointsConversionRate: number | null | undefined): number | null {
  if (!pointsConversionRate || pointsConversionRate <= 0) return null;
  return Math.ceil(Math.round(amount * 100) / 100 / pointsConversionRate - 1e-9);
}

/** Rates grouped by meal plan within a room, cheapest plan first. */
export function ratesByMealPlan(room: Room): { mealPlan: Rate['mealPlan']; rates: Rate[] }[] {
  const groups = new Map<Rate['mealPlan'], Rate[]>();
  for (const rate of room.rates) groups.set(rate.mealPlan, [...(groups.get(rate.mealPlan) ?? []), rate]);
  return [...groups.entries()]
    .map(([mealPlan, rates]) => ({
      mealPlan,
      rates: rates.sort((a, b) => a.price.total.amount - b.price.total.amount),
    }))
    .sort((a, b) => (a.rates[0]?.price.total.amount ?? 0) - (b.rates[0]?.price.total.amount ?? 0));
}

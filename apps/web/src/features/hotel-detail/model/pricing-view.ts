import type { Money, Pricing } from '@wayfare/contract';
import { money } from '@wayfare/contract';

type Room = Pricing['rooms'][number];
type Rate = Room['rates'][number];

export interface ChosenRate {
  room: Room;
  rate: Rate;
}

/**
 * The rate the page shows as chosen: the pricing's selectedRateId (the server opens on the card's rate while it
 * is offered, else the cheapest; issue 13 §4), or a given rate when the pricing has it.
 */
export function chosenRate(pricing: Pricing, rateId: string | null = null): ChosenRate {
  let selected: ChosenRate | null = null;
  let cheapest: ChosenRate | null = null;
  for (const room of pricing.rooms) {
    for (const rate of room.rates) {
      if (rate.rateId === rateId) return { room, rate };
      if (rate.rateId === pricing.selectedRateId) selected = { room, rate };
      if (!cheapest || rate.price.total.amount < cheapest.rate.price.total.amount) cheapest = { room, rate };
    }
  }
  return selected ?? cheapest!;
}

export interface PriceBreakdown {
  stay: Money;
  /** The package flight's share: the pricing total less its selected rate (zero without a flight). */
  transport: Money;
  /** List price of the selected rate plus the flight, as the server priced it. */
  total: Money;
  /** What a signed-in member pays instead (server-priced), or null. */
  member: Money | null;
  points: number | null;
}

/**
 * What the summary shows, straight from the server's pricing (no price is computed here beyond the flight's
 * share, a difference of two server amounts): the total is the pricing's, so the cart charges what is shown.
 */
export function priceBreakdown(pricing: Pricing, choice: ChosenRate): PriceBreakdown {
  const stay = choice.rate.price.total;
  const transport = pricing.transport
    ? money(Math.max(0, pricing.total.amount - stay.amount), pricing.total.currency)
    : money(0, pricing.total.currency);
  return {
    stay,
    transport,
    total: pricing.total,
    member: pricing.memberPrice ?? null,
    points: pricing.pointsEquivalent,
  };
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

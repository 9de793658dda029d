import type { CabinClass, FareFamilyId, SeatSelectionTerms } from '@wayfare/contract';
import { adultFareCents, fareRules } from './fares';
import type { FareLevel, FareRules } from './fares';
import type { Itinerary } from './itineraries';

/**
 * Fare families (issue 19 item 3): what a traveller can buy on one itinerary pair, cheapest first. A proposal
 * of fare level 0 (cabin bag only) offers Basic, Standard and Flex; a proposal of level 1 (checked bag) starts
 * at Standard. So the proposal's own price is always its cheapest family's (the card's "from"), and Standard
 * on a level-0 proposal is exactly the level-1 proposal of the same flights.
 */
export const FAMILIES_OF_LEVEL: Record<FareLevel, readonly FareFamilyId[]> = {
  0: ['BASIC', 'STANDARD', 'FLEX'],
  1: ['STANDARD', 'FLEX'],
};

const LEVEL_OF: Record<FareFamilyId, FareLevel> = { BASIC: 0, STANDARD: 1, FLEX: 1 };

/** The family a proposal's own price stands for: its cheapest. */
export const baseFamily = (level: FareLevel): FareFamilyId => FAMILIES_OF_LEVEL[level][0]!;

/** Whether a proposal of `level` sells `family` (CreateCart refuses any other fare id). */
export const offersFamily = (level: FareLevel, family: string): family is FareFamilyId =>
  (FAMILIES_OF_LEVEL[level] as readonly string[]).includes(family);

/** What Flex adds per one-way journey over Standard: free changes, a refund, a second bag, a seat. */
export function flexSupplementCents(itinerary: Itinerary): number {
  return itinerary.lowCost ? 3_500 + 500 * itinerary.stops : 6_000;
}

/** Adult one-way price of an itinerary in a family, in inventory cents (priced later by the pricing authority). */
export function familyAdultCents(itinerary: Itinerary, family: FareFamilyId, cabin: CabinClass = 'ECONOMY'): number {
  const base = adultFareCents(itinerary, LEVEL_OF[family], cabin);
  return family === 'FLEX' ? base + flexSupplementCents(itinerary) : base;
}

/** The carrier's brand name of a family (low-cost carriers and full-service ones name them differently). */
export function familyName(itinerary: Itinerary, family: FareFamilyId): string {
  const names: Record<FareFamilyId, [string, string]> = {
    BASIC: ['Basic', 'Economy Light'],
    STANDARD: ['Regular', 'Economy Classic'],
    FLEX: ['Flexi Plus', 'Economy Flex'],
  };
  return names[family][itinerary.lowCost ? 0 : 1];
}

export interface FamilyTerms {
  cabinBags: number;
  checkedBags: number;
  seatSelection: SeatSelectionTerms;
  rules: FareRules;
}

/**
 * The conditions of a family. Basic and Standard keep the level's bag and change rules; Flex is refundable,
 * changes for free, carries two checked bags and includes the seat. Low-cost Basic sells no seat choice.
 */
export function familyTerms(itinerary: Itinerary, family: FareFamilyId): FamilyTerms {
  if (family === 'FLEX') {
    return {
      cabinBags: 1,
      checkedBags: 2,
      seatSelection: 'INCLUDED',
      rules: { refundable: true, changeable: true, changeFeeCents: null },
    };
  }
  const level = LEVEL_OF[family];
  return {
    cabinBags: 1,
    checkedBags: level,
    seatSelection: family === 'BASIC' && itinerary.lowCost ? 'NONE' : 'PAID',
    rules: fareRules(itinerary, level),
  };
}

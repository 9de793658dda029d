import type { FareOption, Money } from '@wayfare/contract';

/** One line of a fare's terms: a translation key under `fares.`, whether it is a plus, and its values. */
export interface FareCondition {
  key: string;
  good: boolean;
  count?: number;
  amount?: Money;
}

export type FareTerms = Pick<FareOption, 'baggage' | 'fareRules'> & { seatSelection?: FareOption['seatSelection'] };

/**
 * The terms of a fare in the order a traveller compares them (bags, seat, changes, refund), the same lines
 * for every fare so the columns line up. Amounts are the server's (a change fee), never computed here.
 */
export function fareConditions(fare: FareTerms): FareCondition[] {
  const lines: FareCondition[] = [
    { key: 'cabinBag', good: fare.baggage.cabinBags > 0, count: fare.baggage.cabinBags },
    fare.baggage.checkedBags > 0
      ? { key: 'checkedBag', good: true, count: fare.baggage.checkedBags }
      : { key: 'noCheckedBag', good: false },
  ];
  if (fare.seatSelection) {
    const seat = { NONE: 'seatNone', PAID: 'seatPaid', INCLUDED: 'seatIncluded' }[fare.seatSelection];
    lines.push({ key: seat, good: fare.seatSelection !== 'NONE' });
  }
  const rules = fare.fareRules;
  if (!rules.changeable) lines.push({ key: 'changeNone', good: false });
  else if (rules.changeFee) lines.push({ key: 'changeFee', good: true, amount: rules.changeFee });
  else lines.push({ key: 'changeFree', good: true });
  lines.push(rules.refundable ? { key: 'refundable', good: true } : { key: 'nonRefundable', good: false });
  return lines;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A condition's line in the brand language (`flights` namespace; a change fee formatted by the money module). */
export function conditionText(t: Translate, condition: FareCondition, format: (money: Money) => string): string {
  return t(`fares.${condition.key}`, {
    ...(condition.count !== undefined ? { count: condition.count } : {}),
    ...(condition.amount ? { amount: format(condition.amount) } : {}),
  });
}

import type { Money } from '@wayfare/contract';
import { roundMoney } from './hdp/money';

/** A member's price: the public amount less the brand's member discount, rounded to cents. */
export function memberAmount(amount: number, discountPercent: number): number {
  return roundMoney(amount * (1 - discountPercent / 100));
}

/**
 * A shopping proposal with its member price (contract `memberPrice`): the total less the discount, in the
 * total's currency. Returns a new object: presented proposals are cached and shared by every visitor.
 */
export function withMemberPrice<T extends { price: { total: Money } }>(
  proposal: T,
  discountPercent: number,
): T & { memberPrice: Money } {
  const { total } = proposal.price;
  return {
    ...proposal,
    memberPrice: { amount: memberAmount(total.amount, discountPercent), currency: total.currency },
  };
}

/** A page of proposals with member prices on every one (a discount of 0 changes nothing). */
export function withMemberPrices<T extends { proposals: { price: { total: Money } }[] }>(
  page: T,
  discountPercent: number,
): T {
  if (discountPercent <= 0) return page;
  return { ...page, proposals: page.proposals.map((proposal) => withMemberPrice(proposal, discountPercent)) } as T;
}

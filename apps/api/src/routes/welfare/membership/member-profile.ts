import { pointsValue } from '@wayfare/contract';
import type { BrandConfigAttributes, MemberProfile, MemberTier, Traveller } from '@wayfare/contract';
import type { Member } from '../../../db/repositories/member-repository';
import type { SavedTraveller } from '../../../db/repositories/member-traveller-repository';

/** Points balances from which a member reaches each tier (ours: the spec names no tiers). */
export const TIER_THRESHOLDS: readonly [MemberTier, number][] = [
  ['GOLD', 40_000],
  ['SILVER', 10_000],
  ['CLASSIC', 0],
];

export function tierFor(pointsBalance: number): MemberTier {
  return TIER_THRESHOLDS.find(([, minimum]) => pointsBalance >= minimum)?.[0] ?? 'CLASSIC';
}

type BrandDetails = BrandConfigAttributes['brandDetails'];

/** The member discount of a brand's shopping results, or null when the brand has no member programme. */
export function memberDiscountOf(details: BrandDetails | undefined): number | null {
  return details?.membership?.memberDiscountPercent ?? null;
}

/**
 * The signed-in member as GetMemberProfile returns them: the balance is the partner's (refreshed at each
 * sign-in), its value follows the brand's pointsConversionRate (currency value of one point).
 */
export function presentMemberProfile(member: Member, details: BrandDetails | undefined): MemberProfile {
  const rate = details?.pointsConversionRate ?? null;
  const currency = details?.currency ?? 'EUR';
  return {
    userId: member.externalUserId,
    programme: member.programme,
    displayName: member.displayName,
    email: member.contactEmail ?? null,
    phone: member.contactPhone ?? null,
    pointsBalance: member.pointsBalance,
    pointsLabel: details?.customPointsLabel || null,
    pointsValue: rate ? pointsValue(member.pointsBalance, rate, currency) : null,
    tier: tierFor(member.pointsBalance),
    memberDiscountPercent: memberDiscountOf(details),
  };
}

/** A saved traveller as the checkout reads a traveller (its id says it is a saved one, not a cart's). */
export function presentSavedTraveller({ id, traveller }: SavedTraveller): Traveller {
  return { travellerId: `saved-${id}`, ...traveller };
}

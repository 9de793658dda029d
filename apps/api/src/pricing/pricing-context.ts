import type { BrandConfigAttributes } from '@wayfare/contract';
import { INVENTORY_CURRENCY } from './currency';

/** Who a price is made for: the brand's currency and points, and the member discount when it applies. */
export interface PricingContext {
  /** spec §3 brand `currency` (default EUR): every amount of every response is in it. */
  currency: string;
  /** Currency value of one point (brandDetails.pointsConversionRate), null without a programme. */
  pointsConversionRate: number | null;
  /** The brand's member discount when the request's bearer is a member OF THIS BRAND; null for anyone else. */
  memberDiscountPercent: number | null;
}

/** The brand facts pricing needs (a business profile's brand, or a brand configuration). */
export interface PricingBrand {
  domain: string;
  currency: string;
  pointsConversionRate: number | null;
  /** brandDetails.membership.memberDiscountPercent, null when the brand has no member programme. */
  memberDiscountPercent?: number | null;
}

export function pricingBrandOf(brand: BrandConfigAttributes): PricingBrand {
  const details = brand.brandDetails;
  return {
    domain: brand.domain.toLowerCase(),
    currency: details.currency ?? 'EUR',
    pointsConversionRate: details.pointsConversionRate ?? null,
    memberDiscountPercent: details.membership?.memberDiscountPercent ?? null,
  };
}

/**
 * The explicit member step of pricing: a signed-in member (request.member, from the bearer token) gets the
 * member price only on the brand that signed them in; a member of another brand pays that brand's list price.
 */
export function pricingContext(brand: PricingBrand, member: { domain: string } | null | undefined): PricingContext {
  const isMember = !!member && member.domain.toLowerCase() === brand.domain.toLowerCase();
  const discount = brand.memberDiscountPercent;
  return {
    currency: brand.currency,
    pointsConversionRate: brand.pointsConversionRate,
    memberDiscountPercent: isMember && discount && discount > 0 ? discount : null,
  };
}

/** Prices of a search whose brand is unknown (an adopted or foreign id): inventory currency, no member step. */
export const UNBRANDED: PricingContext = {
  currency: INVENTORY_CURRENCY,
  pointsConversionRate: null,
  memberDiscountPercent: null,
};

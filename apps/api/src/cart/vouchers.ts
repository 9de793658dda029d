import { fromMajor } from '@wayfare/contract';
import type { BrandConfigAttributes, ProductType } from '@wayfare/contract';

/**
 * Seeded demo voucher codes (design.md "Payment": fixed amounts and free-flight vouchers). A voucher is
 * accepted only where the brand enables the VOUCHER method; its discount never exceeds the products total.
 */
interface FixedVoucher {
  kind: 'FIXED';
  /** Major units of the cart currency. */
  amount: number;
  /** Smallest products total (major units) the code applies to. */
  minimumTotal: number;
}

const FIXED_VOUCHERS: Record<string, FixedVoucher> = {
  WELCOME20: { kind: 'FIXED', amount: 20, minimumTotal: 0 },
  SUMMER50: { kind: 'FIXED', amount: 50, minimumTotal: 250 },
};

/** The free-flight brand's voucher (spec §3 freeFlightConditions.voucherAmount), for FF carts only. */
export const FREE_FLIGHT_VOUCHER_CODE = 'FREEFLIGHT';

/** The code of the brand's free-flight voucher (freeFlightConditions.voucherCode, FREEFLIGHT by default). */
export const freeFlightCode = (brand: BrandConfigAttributes) =>
  brand.brandDetails.freeFlightConditions?.voucherCode ?? FREE_FLIGHT_VOUCHER_CODE;

const acceptsVouchers = (brand: BrandConfigAttributes) =>
  brand.paymentMethods.some((method) => method.code === 'VOUCHER' && method.enabled);

/**
 * spec §1, §9: a free-flight cart gets the brand's voucher without the traveller typing it (null for any other
 * cart, or when the brand has no voucher or does not take vouchers).
 */
export function automaticVoucher(brand: BrandConfigAttributes, productType: ProductType): string | null {
  if (productType !== 'FF' || !brand.brandDetails.freeFlightConditions || !acceptsVouchers(brand)) return null;
  return freeFlightCode(brand);
}

export type VoucherCheck = { ok: true; amountCents: number } | { ok: false; reason: string };

/** Discount of `code` on a cart of this brand and product, before capping at the products total. */
export function checkVoucher(
  code: string,
  brand: BrandConfigAttributes,
  productType: ProductType,
  productsCents: number,
): VoucherCheck {
  if (!acceptsVouchers(brand)) return { ok: false, reason: 'this brand does not accept vouchers' };
  const conditions = brand.brandDetails.freeFlightConditions;
  const currency = brand.brandDetails.currency ?? 'EUR';
  if (code === FREE_FLIGHT_VOUCHER_CODE || (conditions && code === freeFlightCode(brand))) {
    if (!conditions || productType !== 'FF') return { ok: false, reason: 'valid on free-flight bookings only' };
    // voucherAmount is in major units of the brand currency (150 = 150 €).
    return { ok: true, amountCents: fromMajor(conditions.voucherAmount, currency).amount };
  }
  const voucher = FIXED_VOUCHERS[code];
  if (!voucher) return { ok: false, reason: 'unknown voucher code' };
  if (productsCents < fromMajor(voucher.minimumTotal, currency).amount) {
    return { ok: false, reason: `needs a total of at least ${voucher.minimumTotal}` };
  }
  return { ok: true, amountCents: fromMajor(voucher.amount, currency).amount };
}

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

export type VoucherCheck = { ok: true; amountCents: number } | { ok: false; reason: string };

/** Discount of `code` on a cart of this brand and product, before capping at the products total. */
export function checkVoucher(
  code: string,
  brand: BrandConfigAttributes,
  productType: ProductType,
  productsCents: number,
): VoucherCheck {
  if (!brand.paymentMethods.some((method) => method.code === 'VOUCHER' && method.enabled)) {
    return { ok: false, reason: 'this brand does not accept vouchers' };
  }
  if (code === FREE_FLIGHT_VOUCHER_CODE) {
    const conditions = brand.brandDetails.freeFlightConditions;
    if (!conditions || productType !== 'FF') return { ok: false, reason: 'valid on free-flight bookings only' };
    return { ok: true, amountCents: Math.round(conditions.voucherAmount * 100) };
  }
  const voucher = FIXED_VOUCHERS[code];
  if (!voucher) return { ok: false, reason: 'unknown voucher code' };
  if (productsCents < voucher.minimumTotal * 100) {
    return { ok: false, reason: `needs a total of at least ${voucher.minimumTotal}` };
  }
  return { ok: true, amountCents: voucher.amount * 100 };
}

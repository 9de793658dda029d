import type { BrandConfigAttributes } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { checkVoucher, FREE_FLIGHT_VOUCHER_CODE } from './vouchers';

const brand = (voucher: boolean, voucherAmount: number | null = null) =>
  ({
    paymentMethods: [
      { code: 'CARD', enabled: true },
      { code: 'VOUCHER', enabled: voucher },
    ],
    brandDetails: { freeFlightConditions: voucherAmount === null ? null : { voucherAmount } },
  }) as unknown as BrandConfigAttributes;

describe('checkVoucher', () => {
  it('gives fixed amounts in cents', () => {
    expect(checkVoucher('WELCOME20', brand(true), 'F', 10_000)).toEqual({ ok: true, amountCents: 2000 });
  });

  it('needs the brand to accept vouchers', () => {
    expect(checkVoucher('WELCOME20', brand(false), 'F', 10_000)).toEqual({
      ok: false,
      reason: 'this brand does not accept vouchers',
    });
  });

  it('applies a minimum total', () => {
    expect(checkVoucher('SUMMER50', brand(true), 'H', 24_999).ok).toBe(false);
    expect(checkVoucher('SUMMER50', brand(true), 'H', 25_000)).toEqual({ ok: true, amountCents: 5000 });
  });

  it('gives the free-flight voucherAmount on FF carts of a free-flight brand only (spec §3)', () => {
    expect(checkVoucher(FREE_FLIGHT_VOUCHER_CODE, brand(true, 150), 'FF', 1000)).toEqual({
      ok: true,
      amountCents: 15_000,
    });
    expect(checkVoucher(FREE_FLIGHT_VOUCHER_CODE, brand(true, 150), 'F', 1000).ok).toBe(false);
    expect(checkVoucher(FREE_FLIGHT_VOUCHER_CODE, brand(true), 'FF', 1000).ok).toBe(false);
  });

  it('refuses unknown codes', () => {
    expect(checkVoucher('NOPE', brand(true), 'F', 1000)).toEqual({ ok: false, reason: 'unknown voucher code' });
  });
});

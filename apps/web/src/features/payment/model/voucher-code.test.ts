import { describe, expect, it } from 'vitest';
import { normaliseVoucherCode, voucherErrorKey } from './voucher-code';

describe('normaliseVoucherCode', () => {
  it('trims and upper-cases like the server', () => {
    expect(normaliseVoucherCode('  welcome20 ')).toBe('WELCOME20');
    expect(normaliseVoucherCode('free-flight')).toBe('FREE-FLIGHT');
  });

  it('refuses what the contract refuses', () => {
    expect(normaliseVoucherCode('')).toBeNull();
    expect(normaliseVoucherCode('abc')).toBeNull();
    expect(normaliseVoucherCode('WELCOME 20')).toBeNull();
    expect(normaliseVoucherCode('X'.repeat(33))).toBeNull();
  });
});

describe('voucherErrorKey', () => {
  it('maps each server reason to a translated message', () => {
    expect(voucherErrorKey('unknown voucher code')).toBe('unknown');
    expect(voucherErrorKey('needs a total of at least 250')).toBe('minimum');
    expect(voucherErrorKey('valid on free-flight bookings only')).toBe('freeFlightOnly');
    expect(voucherErrorKey('this brand does not accept vouchers')).toBe('notAccepted');
    expect(voucherErrorKey('must be 4 to 32 letters, digits or hyphens')).toBe('format');
    expect(voucherErrorKey('something else')).toBe('generic');
    expect(voucherErrorKey(null)).toBe('generic');
  });
});

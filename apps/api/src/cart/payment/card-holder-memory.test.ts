import { describe, expect, it } from 'vitest';
import { CARD_NAME_COOKIE, cardNameCookie, forgetCardNameCookie, rememberedCardName } from './card-holder-memory';

const options = { paymentId: 'pay_123', maxAgeSeconds: 1800, secure: false };

describe('the card holder name kept for another attempt', () => {
  it("lives in an HttpOnly cookie of this payment's pages only, for the cart's lifetime", () => {
    const header = cardNameCookie('  Zoë O’Brien-Núñez ', options);
    expect(header).toMatch(new RegExp(`^${CARD_NAME_COOKIE}=[^;\\s]+; `));
    expect(header).toContain('Path=/payment/hosted/pay_123');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Max-Age=1800');
    expect(header).not.toContain('Secure');
    expect(cardNameCookie('Ada', { ...options, secure: true })).toContain('Secure');
  });

  it('reads back what was typed, whatever its letters', () => {
    const value = cardNameCookie('Zoë O’Brien-Núñez', options).split(';')[0]!;
    expect(rememberedCardName(`other=1; ${value}; last=2`)).toBe('Zoë O’Brien-Núñez');
  });

  it('reads nothing from a missing, foreign or broken cookie', () => {
    expect(rememberedCardName(undefined)).toBe('');
    expect(rememberedCardName('wf_card_name_x=Ada')).toBe('');
    expect(rememberedCardName(`${CARD_NAME_COOKIE}=%E0%A4%A`)).toBe('');
  });

  it('forgets the name once paid, or when it was blank', () => {
    expect(forgetCardNameCookie('pay_123', false)).toMatch(new RegExp(`^${CARD_NAME_COOKIE}=; .*Max-Age=0`));
    expect(cardNameCookie('   ', options)).toContain('Max-Age=0');
  });
});

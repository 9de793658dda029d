import { describe, expect, it } from 'vitest';
import { hasPromoSeats, PROMO_MAX_KM, promoFareCents } from './low-cost-fares';

const flight = { carrierCode: 'FR', from: 'MAD', to: 'PMI', date: '2030-05-01', km: 550 };

describe('low-cost promotional fares', () => {
  it('prices from 9.99, a little more with distance, always ending in .99', () => {
    expect(promoFareCents(150)).toBe(1_099);
    expect(promoFareCents(550)).toBe(1_599);
    expect(promoFareCents(1_870)).toBe(2_999);
    for (const km of [200, 777, 1_234, PROMO_MAX_KM]) expect(promoFareCents(km) % 100).toBe(99);
  });

  it("always sells them on the carrier's first flight of the day on a short route, never on long ones", () => {
    expect(hasPromoSeats({ ...flight, index: 0 })).toBe(true);
    expect(hasPromoSeats({ ...flight, index: 0, km: PROMO_MAX_KM + 1 })).toBe(false);
  });

  it('gives later flights a stable share of promotional seats (deterministic)', () => {
    const days = Array.from({ length: 200 }, (_, day) => `2030-01-${String(1 + (day % 28)).padStart(2, '0')}-${day}`);
    const picks = days.map((date) => hasPromoSeats({ ...flight, date, index: 1 }));
    expect(days.map((date) => hasPromoSeats({ ...flight, date, index: 1 }))).toEqual(picks);
    const share = picks.filter(Boolean).length / picks.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.5);
  });
});

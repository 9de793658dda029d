import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface SeededDeal {
  title: string;
  productType: string;
}

const BRANDS = join(import.meta.dirname, 'brands');
const deals = readdirSync(BRANDS)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => {
    const brand = JSON.parse(readFileSync(join(BRANDS, file), 'utf8')) as { offers?: { deals?: SeededDeal[] } };
    return (brand.offers?.deals ?? []).map((deal) => ({ brand: file, ...deal }));
  });

/**
 * What a deal search cannot apply: it carries the product, the places and the quoted dates (spec §3 URL values),
 * no stops, no star rating, and its dates are the inventory's, any day of the week. In the four languages.
 */
const UNKEPT_PROMISES = [
  /\b(direct|non-?stop|sans escale|directos?|dirett[oi])\b/i,
  /\d\s*(\*|★|stars?|étoiles?|estrellas?|stelle)/i,
  /\b(week-?end|fin de semana|fine settimana)\b/i,
];
const FLIGHT_WORDS = /\b(flights?|fly|vols?|vuelos?|vola|voli|volo)\b/i;

describe('seeded deal titles', () => {
  it('promise nothing the deal search does not deliver ("Direct flights to Athens" opened one-stop flights)', () => {
    expect(deals.length).toBeGreaterThan(0);
    for (const deal of deals) {
      for (const promise of UNKEPT_PROMISES) expect(deal.title, deal.brand).not.toMatch(promise);
    }
  });

  it('speak of flights only on a deal that books one (atlas sold a hotel as "Direct flights to Athens")', () => {
    for (const deal of deals.filter((item) => item.productType === 'H' || item.productType === 'HGH')) {
      expect(deal.title, deal.brand).not.toMatch(FLIGHT_WORDS);
    }
  });
});

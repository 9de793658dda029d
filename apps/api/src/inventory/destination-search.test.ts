import { describe, expect, it } from 'vitest';
import { normalizeText, searchDestinations } from './destination-search';
import type { HotelNameEntry } from './destination-search';

const hotels: HotelNameEntry[] = [
  { code: 'PAR-H0001', name: 'Parisien Hôtel', cityCode: 'PAR', cityName: 'Paris', country: 'FR' },
  { code: 'ROM-H0001', name: 'Grand Hotel Paris Roma', cityCode: 'ROM', cityName: 'Rome', country: 'IT' },
  { code: 'BCN-H0001', name: 'Casa Comparisa', cityCode: 'BCN', cityName: 'Barcelona', country: 'ES' },
];
const source = () => hotels;

describe('destination search', () => {
  it('normalizes accents, case and punctuation', () => {
    expect(normalizeText('Zürich-Flughafen')).toBe(' zurich flughafen ');
  });

  it('ranks prefix before word prefix before substring, and city before airport before hotel', () => {
    const items = searchDestinations('pari', 'en', { hotels: source });
    expect(items.map((item) => `${item.type}:${item.code}`)).toEqual([
      'CITY:PAR',
      'AIRPORT:CDG',
      'AIRPORT:ORY',
      'AIRPORT:BVA',
      'HOTEL:PAR-H0001',
      'HOTEL:ROM-H0001',
      'HOTEL:BCN-H0001',
    ]);
  });

  it('names places in the request language', () => {
    expect(searchDestinations('paris', 'it')[0]).toMatchObject({ name: 'Parigi', subtitle: 'Francia' });
    expect(searchDestinations('paris', 'es')[0]).toMatchObject({ name: 'París', subtitle: 'Francia' });
    expect(searchDestinations('paris', 'fr')[0]).toMatchObject({ name: 'Paris', subtitle: 'France' });
  });

  it('leaves hotels out of flight searches and caps the list', () => {
    expect(
      searchDestinations('pari', 'en', { hotels: source, productType: 'FF' }).every((i) => i.type !== 'HOTEL'),
    ).toBe(true);
    expect(searchDestinations('a', 'en', { limit: 5 })).toHaveLength(5);
  });
});

import { describe, expect, it } from 'vitest';
import { CITIES, findCity } from '../cities';
import type { City } from '../cities';
import { AMENITIES, CHARACTERISTICS } from './stay-attributes';
import { findStay, listHotelNames, staysOfCity } from './stay-catalog';
import { generateStayNames, generateStays, parseStayId, stayIdOf } from './stay-generator';
import { describeStay } from './stay-descriptions';
import '../airports';

const city = (code: string) => findCity(code) as City;

/** Great-circle distance is overkill here: degrees to km near the city is close enough for a spread check. */
function kmBetween(stay: { latitude: number; longitude: number }, centre: City) {
  const dy = (stay.latitude - centre.latitude) * 111.32;
  const dx = (stay.longitude - centre.longitude) * 111.32 * Math.cos((centre.latitude * Math.PI) / 180);
  return Math.hypot(dx, dy);
}

describe('stay generator', () => {
  it('gives the same stays for the same city every time', () => {
    expect(generateStays(city('ROM'))).toEqual(generateStays(city('ROM')));
  });

  it('gives big cities at least 300 stays (design.md "Demo data") and small ones fewer', () => {
    for (const code of ['ROM', 'PAR', 'LON', 'BCN', 'MAD', 'MIL'])
      expect(generateStays(city(code)).length).toBeGreaterThanOrEqual(300);
    expect(generateStays(city('BRI')).length).toBeLessThan(300);
  });

  it('gives unique ids and names per city', () => {
    const stays = generateStays(city('PAR'));
    expect(new Set(stays.map((stay) => stay.id)).size).toBe(stays.length);
    expect(new Set(stays.map((stay) => stay.name)).size).toBe(stays.length);
  });

  it('names properties in the local language', () => {
    const rome = generateStays(city('ROM')).map((stay) => stay.name);
    expect(rome.some((name) => /^(Hotel|Albergo|Residenza|B&B|Locanda)/.test(name))).toBe(true);
    const paris = generateStays(city('PAR')).map((stay) => stay.name);
    expect(paris.some((name) => name.startsWith('Hôtel'))).toBe(true);
    const madrid = generateStays(city('MAD')).map((stay) => stay.name);
    expect(madrid.some((name) => /^(Hostal|Apartamentos|Gran Hotel)/.test(name))).toBe(true);
  });

  it('scatters stays around the centre, most within a few km, CITY_CENTRE only near it', () => {
    const centre = city('ROM');
    const stays = generateStays(centre);
    const distances = stays.map((stay) => kmBetween(stay, centre));
    expect(Math.max(...distances)).toBeLessThan(25);
    expect(distances.filter((km) => km < 5).length / stays.length).toBeGreaterThan(0.6);
    for (const stay of stays) {
      expect(Math.abs(kmBetween(stay, centre) - stay.distanceFromCentreKm)).toBeLessThan(0.2);
      if (stay.characteristics.includes('CITY_CENTRE')) expect(stay.distanceFromCentreKm).toBeLessThan(1.3);
    }
  });

  it('keeps attributes within their vocabularies and consistent with the property', () => {
    for (const stay of [...generateStays(city('BCN')), ...generateStays(city('VIE'))]) {
      expect(stay.mealPlans.length).toBeGreaterThan(0);
      expect(stay.amenities.every((code) => (AMENITIES as readonly string[]).includes(code))).toBe(true);
      expect(stay.characteristics.every((code) => (CHARACTERISTICS as readonly string[]).includes(code))).toBe(true);
      expect(stay.stars).toBeGreaterThanOrEqual(0);
      expect(stay.stars).toBeLessThanOrEqual(5);
      expect(stay.rooms.length).toBeGreaterThan(0);
      expect(stay.baseNightly).toBeGreaterThan(10);
      if (stay.rating) expect(stay.rating.score).toBeLessThanOrEqual(10);
      if (stay.type === 'APARTMENT') expect(stay.amenities).toContain('KITCHEN');
    }
    // Vienna is not on the sea.
    expect(generateStays(city('VIE')).some((stay) => stay.characteristics.includes('SEA_VIEW'))).toBe(false);
    expect(generateStays(city('BCN')).some((stay) => stay.characteristics.includes('SEA_VIEW'))).toBe(true);
  });

  it('prices five-star stays above two-star ones on average', () => {
    const stays = generateStays(city('PAR'));
    const mean = (stars: number) => {
      const prices = stays
        .filter((stay) => stay.type === 'HOTEL' && stay.stars === stars)
        .map((stay) => stay.baseNightly);
      return prices.reduce((sum, price) => sum + price, 0) / prices.length;
    };
    expect(mean(5)).toBeGreaterThan(mean(4));
    expect(mean(4)).toBeGreaterThan(mean(2));
  });

  it('finds a stay by id and rejects other ids', () => {
    expect(stayIdOf('ROM', 42)).toBe('ROM-H0042');
    expect(parseStayId('ROM-H0042')).toEqual({ cityCode: 'ROM', index: 42 });
    expect(parseStayId('rom-h0042')).toBeNull();
    expect(findStay('ROM-H0042')?.id).toBe('ROM-H0042');
    expect(findStay('ROM-H9999')).toBeUndefined();
    expect(findStay('XXX-H0001')).toBeUndefined();
    expect(staysOfCity('rom')).toBe(staysOfCity('ROM'));
  });

  it('describes a stay in each of the four languages', () => {
    const stay = generateStays(city('ROM'))[0]!;
    const texts = (['it', 'es', 'en', 'fr'] as const).map((language) => describeStay(stay, 'Roma', language));
    expect(new Set(texts).size).toBe(4);
    for (const text of texts) expect(text).toContain('Roma');
  });
});

describe('hotel names for the autocomplete', () => {
  it('match the generated stays and name the city in the asked language', () => {
    expect(generateStayNames(city('ROM'))).toEqual(generateStays(city('ROM')).map(({ id, name }) => ({ id, name })));
    const italian = listHotelNames('it');
    const english = listHotelNames('en');
    expect(italian.length).toBe(english.length);
    expect(italian.length).toBeGreaterThan(CITIES.length * 40);
    const romeItalian = italian.find((entry) => entry.cityCode === 'ROM')!;
    expect(romeItalian.cityName).toBe('Roma');
    expect(english.find((entry) => entry.code === romeItalian.code)?.cityName).toBe('Rome');
    expect(findStay(romeItalian.code)?.name).toBe(romeItalian.name);
  });
});

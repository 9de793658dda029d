import { describe, expect, it } from 'vitest';
import { AIRLINES, canConnect, findAirline } from './airlines';
import { AIRPORTS, airportName, findAirport, resolveAirports } from './airports';
import { CITIES, cityName, findCity } from './cities';
import { distanceKm } from './geo';
import { isValidTimeZone } from './time-zones';

const brandDestinations = ['AMS', 'ATH', 'BCN', 'DUB', 'LIS', 'PRG', 'BER', 'PMI', 'NAP', 'VCE', 'VIE', 'MAD'];

describe('inventory', () => {
  it('has at least 150 real airports with unique codes, coordinates and valid time zones', () => {
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(AIRPORTS.map((airport) => airport.iata)).size).toBe(AIRPORTS.length);
    for (const airport of AIRPORTS) {
      expect(airport.iata).toMatch(/^[A-Z]{3}$/);
      expect(airport.country).toMatch(/^[A-Z]{2}$/);
      expect(Math.abs(airport.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(airport.longitude)).toBeLessThanOrEqual(180);
      expect(isValidTimeZone(airport.timeZone), airport.timeZone).toBe(true);
      // The airport lies near its city (the furthest, Beauvais and Sharm-type cases, are within 100 km).
      expect(distanceKm(airport, findCity(airport.cityCode)!)).toBeLessThan(100);
    }
  });

  it('has at least 40 airlines with unique codes whose hubs are known airports', () => {
    expect(AIRLINES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(AIRLINES.map((airline) => airline.code)).size).toBe(AIRLINES.length);
    for (const airline of AIRLINES) {
      expect(airline.code).toMatch(/^[A-Z0-9]{2}$/);
      for (const hub of airline.hubs) expect(findAirport(hub), `${airline.code} hub ${hub}`).toBeDefined();
    }
  });

  it('has cities with unique codes, each with at least one airport and valid time zone', () => {
    expect(new Set(CITIES.map((city) => city.code)).size).toBe(CITIES.length);
    for (const city of CITIES) {
      expect(city.airports.length, city.code).toBeGreaterThan(0);
      expect(isValidTimeZone(city.timeZone)).toBe(true);
    }
  });

  it('covers every destination the demo brands propose', () => {
    for (const code of brandDestinations) expect(resolveAirports(code).length, code).toBeGreaterThan(0);
  });

  it('resolves metro codes to all their airports, biggest first, and airport codes to themselves', () => {
    expect(resolveAirports('ROM').map((airport) => airport.iata)).toEqual(['FCO', 'CIA']);
    expect(resolveAirports('LON')[0]!.iata).toBe('LHR');
    expect(resolveAirports('FCO').map((airport) => airport.iata)).toEqual(['FCO']);
    expect(resolveAirports('XXX')).toEqual([]);
  });

  it('names cities in the request language, falling back to English', () => {
    const rome = findCity('ROM')!;
    expect(cityName(rome, 'it')).toBe('Roma');
    expect(cityName(rome, 'fr')).toBe('Rome');
    expect(cityName(findCity('LON')!, 'es')).toBe('Londres');
  });

  it("names airports in the request language from their city's name, keeping names that do not start with it", () => {
    const venice = findAirport('VCE')!;
    expect(['en', 'it', 'es', 'fr'].map((language) => airportName(venice, language as 'en'))).toEqual([
      'Venice Marco Polo',
      'Venezia Marco Polo',
      'Venecia Marco Polo',
      'Venise Marco Polo',
    ]);
    expect(airportName(findAirport('LHR')!, 'it')).toBe('Londra Heathrow');
    expect(airportName(findAirport('LHR')!, 'fr')).toBe('Londres Heathrow');
    const unprefixed = AIRPORTS.find((airport) => !airport.name.startsWith(findCity(airport.cityCode)!.names.en));
    if (unprefixed) expect(airportName(unprefixed, 'es')).toBe(unprefixed.name);
  });

  it('computes great-circle distances', () => {
    const distance = distanceKm(findAirport('MAD')!, findAirport('FCO')!);
    expect(distance).toBeGreaterThan(1300);
    expect(distance).toBeLessThan(1420);
    expect(distanceKm(findAirport('FCO')!, findAirport('FCO')!)).toBe(0);
  });

  it('connects carriers of one alliance, never low-cost carriers with others', () => {
    expect(canConnect(findAirline('AZ')!, findAirline('AF')!)).toBe(true);
    expect(canConnect(findAirline('AZ')!, findAirline('LH')!)).toBe(false);
    expect(canConnect(findAirline('FR')!, findAirline('FR')!)).toBe(true);
    expect(canConnect(findAirline('FR')!, findAirline('U2')!)).toBe(false);
  });
});

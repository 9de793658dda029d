import type { Language } from '@wayfare/contract';
import { AIRPORT_DATA } from './airport-data';
import { CITIES, cityName, findCity } from './cities';
import type { City } from './cities';

export interface Airport {
  iata: string;
  name: string;
  cityCode: string;
  /** ISO 3166 alpha-2 of the city. */
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  /** 1 global hub, 2 large airport, 3 regional or leisure airport. */
  tier: 1 | 2 | 3;
}

export const AIRPORTS: readonly Airport[] = AIRPORT_DATA.map(([iata, name, cityCode, latitude, longitude, tier]) => {
  const city = findCity(cityCode);
  if (!city) throw new Error(`Airport ${iata} names unknown city ${cityCode}`);
  city.airports.push(iata);
  return { iata, name, cityCode, country: city.country, latitude, longitude, timeZone: city.timeZone, tier };
});

const byIata: Map<string, Airport> = new Map(AIRPORTS.map((airport) => [airport.iata, airport]));

// Biggest airport first, so a city's "main" airport is its first.
for (const city of CITIES) {
  city.airports.sort((a, b) => byIata.get(a)!.tier - byIata.get(b)!.tier);
}

export function findAirport(iata: string): Airport | undefined {
  return byIata.get(iata.toUpperCase());
}

export function airportCity(airport: Airport): City {
  return findCity(airport.cityCode)!;
}

/** The airport's city name in `language`. */
export function airportCityName(airport: Airport, language: Language): string {
  return cityName(airportCity(airport), language);
}

/**
 * The airport's name in `language`: names start with their city's English name ("Venice Marco Polo"), which
 * becomes the city's name in that language ("Venezia Marco Polo", "Venecia Marco Polo"); a name that does not
 * start with its city's name ("Milan Bergamo" does) stays as it is.
 */
export function airportName(airport: Airport, language: Language): string {
  const city = airportCity(airport);
  const english = city.names.en;
  if (language === 'en' || !airport.name.startsWith(english)) return airport.name;
  return cityName(city, language) + airport.name.slice(english.length);
}

/**
 * The airports a search code stands for: a city code is every airport of the city (ROM is FCO and CIA;
 * where a city shares its code with an airport, as IST or BKK, the city wins), else an airport code is itself.
 */
export function resolveAirports(code: string): Airport[] {
  const city = findCity(code);
  if (city) return city.airports.map((iata) => byIata.get(iata)!);
  const airport = findAirport(code);
  return airport ? [airport] : [];
}

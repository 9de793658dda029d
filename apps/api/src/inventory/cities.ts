import type { Language } from '@wayfare/contract';
import { CITY_DATA } from './city-data';

/** English is always given; other languages only where the name differs. */
export type CityNames = { en: string } & Partial<Record<Language, string>>;

export interface City {
  /** IATA city (metro) code, the destination code of searches: ROM, PAR, LON, BCN... */
  code: string;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  names: CityNames;
  /** Airport codes of the city, biggest first (filled from airport-data.ts). */
  airports: string[];
}

export const CITIES: readonly City[] = CITY_DATA.map(([code, country, latitude, longitude, timeZone, names]) => ({
  code,
  country,
  latitude,
  longitude,
  timeZone,
  names,
  airports: [],
}));

const byCode = new Map(CITIES.map((city) => [city.code, city]));

export function findCity(code: string): City | undefined {
  return byCode.get(code.toUpperCase());
}

/** The city's name in `language`, falling back to English. */
export function cityName(city: City, language: Language): string {
  return city.names[language] ?? city.names.en;
}

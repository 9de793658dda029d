import type { Language } from '@wayfare/contract';
import { CITIES, cityName, findCity } from '../cities';
import type { City } from '../cities';
import { generateStayNames, generateStays, parseStayId } from './stay-generator';
import type { Stay } from './stay-types';

/** Cities whose stays stay generated in memory; older ones are regenerated on demand (bounded memory). */
const MAX_CACHED_CITIES = 48;
const cache = new Map<string, readonly Stay[]>();

/** Every property of a city (generated once, then cached), or an empty list for an unknown city. */
export function staysOfCity(cityCode: string): readonly Stay[] {
  const code = cityCode.toUpperCase();
  const cached = cache.get(code);
  if (cached) {
    cache.delete(code);
    cache.set(code, cached);
    return cached;
  }
  const city = findCity(code);
  if (!city) return [];
  const stays = Object.freeze(generateStays(city));
  cache.set(code, stays);
  if (cache.size > MAX_CACHED_CITIES) cache.delete(cache.keys().next().value as string);
  return stays;
}

/** One property by id (`ROM-H0042`), or undefined. */
export function findStay(id: string): Stay | undefined {
  const parsed = parseStayId(id);
  if (!parsed) return undefined;
  return staysOfCity(parsed.cityCode)[parsed.index - 1];
}

export function cityOfStay(stay: Stay): City {
  return findCity(stay.cityCode) as City;
}

export interface HotelName {
  /** The stay id: pass it as CreateSearch destination. */
  code: string;
  name: string;
  cityCode: string;
  /** The city's name in the requested language. */
  cityName: string;
  country: string;
}

const hotelNames = new Map<Language, readonly HotelName[]>();

/**
 * Every property name of every city, for the destination autocomplete (flights engineer's module).
 * Built once on first use, then cached per language (only the city names differ).
 */
export function listHotelNames(language: Language): readonly HotelName[] {
  let list = hotelNames.get(language);
  if (!list) {
    const english = hotelNames.get('en');
    list = english
      ? english.map((entry) => ({ ...entry, cityName: cityName(findCity(entry.cityCode) as City, language) }))
      : CITIES.flatMap((city) =>
          generateStayNames(city).map((stay) => ({
            code: stay.id,
            name: stay.name,
            cityCode: city.code,
            cityName: cityName(city, language),
            country: city.country,
          })),
        );
    hotelNames.set(language, Object.freeze(list));
  }
  return list;
}

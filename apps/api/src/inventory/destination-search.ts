import type { DestinationItem, Language } from '@wayfare/contract';
import { AIRPORTS, airportCity, airportName } from './airports';
import { CITIES, cityName } from './cities';

/** A property name from the stays inventory (kept structural so this module does not depend on it). */
export interface HotelNameEntry {
  code: string;
  name: string;
  cityCode: string;
  cityName: string;
  country: string;
}

/** Gives every property name with its city named in a language; the stays module's `listHotelNames`. */
export type HotelNameSource = (language: Language) => readonly HotelNameEntry[];

export interface DestinationSearchOptions {
  /** F and FF search flights: only cities and airports. */
  productType?: string | undefined;
  hotels?: HotelNameSource | undefined;
  limit?: number;
}

/** Lower case, no accents, punctuation as spaces: "Zürich-Flughafen" matches "zurich f". */
export function normalizeText(text: string): string {
  return ` ${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/**
 * 1 prefix, 2 word prefix, 3 substring, -1 no match (0 is kept for an exact code). Both come from
 * normalizeText, so `text` is padded with spaces and a word starts after a space.
 */
function matchRank(text: string, needle: string): number {
  const word = text.indexOf(` ${needle}`);
  if (word === 0) return 1;
  if (word > 0) return 2;
  return text.includes(needle) ? 3 : -1;
}

const TYPE_ORDER = { CITY: 0, AIRPORT: 1, HOTEL: 2 } as const;

interface Indexed {
  type: keyof typeof TYPE_ORDER;
  code: string;
  /** Normalized names to match against (every language, the code). */
  texts: string[];
  /** Tie-breaker inside a type: smaller is more important. */
  weight: number;
  item: (language: Language) => DestinationItem;
}

const regionNames = new Map<Language, Intl.DisplayNames>();
function countryName(country: string, language: Language): string {
  let names = regionNames.get(language);
  if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
  return names.of(country) ?? country;
}

const places: readonly Indexed[] = [
  ...CITIES.map((city): Indexed => ({
    type: 'CITY',
    code: city.code,
    texts: [...new Set(Object.values(city.names).map(normalizeText))],
    weight: -city.airports.length,
    item: (language) => ({
      code: city.code,
      type: 'CITY',
      name: cityName(city, language),
      subtitle: countryName(city.country, language),
      country: city.country,
      iata: city.code,
    }),
  })),
  ...AIRPORTS.map((airport): Indexed => {
    const city = airportCity(airport);
    return {
      type: 'AIRPORT',
      code: airport.iata,
      // The airport's name in each language it has one in ("venezia marco polo") and its city's names.
      texts: [
        ...new Set([
          ...(Object.keys(city.names) as Language[]).map((language) => normalizeText(airportName(airport, language))),
          ...Object.values(city.names).map(normalizeText),
        ]),
      ],
      weight: airport.tier,
      item: (language) => ({
        code: airport.iata,
        type: 'AIRPORT',
        name: `${airportName(airport, language)} (${airport.iata})`,
        subtitle: `${cityName(city, language)}, ${countryName(city.country, language)}`,
        country: airport.country,
        iata: airport.iata,
      }),
    };
  }),
];

const hotelIndexes = new WeakMap<readonly HotelNameEntry[], { entry: HotelNameEntry; text: string }[]>();
function hotelIndex(list: readonly HotelNameEntry[]) {
  let index = hotelIndexes.get(list);
  if (!index) hotelIndexes.set(list, (index = list.map((entry) => ({ entry, text: normalizeText(entry.name) }))));
  return index;
}

interface Hit {
  rank: number;
  type: number;
  weight: number;
  name: string;
  item: () => DestinationItem;
}

/**
 * Destination autocomplete: accent- and case-insensitive; an exact code first, then prefix, word-prefix and
 * substring matches; at equal rank cities before airports before hotels. Names in the request language.
 */
export function searchDestinations(term: string, language: Language, options: DestinationSearchOptions = {}) {
  const needle = normalizeText(term).trim();
  const limit = options.limit ?? 20;
  if (needle.length === 0) return [];
  const code = term.trim().toUpperCase();
  const hits: Hit[] = [];
  for (const place of places) {
    let rank = place.code === code ? 0 : -1;
    for (const text of rank < 0 ? place.texts : []) {
      const found = matchRank(text, needle);
      if (found >= 0 && (rank < 0 || found < rank)) rank = found;
    }
    if (rank >= 0) {
      hits.push({
        rank,
        type: TYPE_ORDER[place.type],
        weight: place.weight,
        name: place.texts[0]!,
        item: () => place.item(language),
      });
    }
  }
  const flightsOnly = options.productType === 'F' || options.productType === 'FF';
  if (options.hotels && !flightsOnly) {
    for (const { entry, text } of hotelIndex(options.hotels(language))) {
      const rank = matchRank(text, needle);
      if (rank < 0) continue;
      hits.push({
        rank,
        type: TYPE_ORDER.HOTEL,
        weight: 0,
        name: text,
        item: () => ({
          code: entry.code,
          type: 'HOTEL',
          name: entry.name,
          subtitle: `${entry.cityName}, ${countryName(entry.country, language)}`,
          country: entry.country,
        }),
      });
    }
  }
  hits.sort((a, b) => a.rank - b.rank || a.type - b.type || a.weight - b.weight || a.name.localeCompare(b.name));
  return hits.slice(0, limit).map((hit) => hit.item());
}

import { hashString, seededRandom } from '../seeded-random';
import type { SeededRandom } from '../seeded-random';
import { pickAmenities, pickCharacteristics, pickMealPlans, pickPromotion } from './stay-attributes';
import { isCoastal, priceLevelOf, stayCountOf } from './stay-city-profile';
import { pickRooms } from './stay-rooms';
import type { City } from '../cities';
import type { Stay } from './stay-types';
import type { AccommodationType, NameLanguage } from './stay-vocabulary';
import {
  DISTRICT_WORDS,
  NAME_TEMPLATES,
  NAME_WORDS,
  nameLanguageOf,
  STREET_TEMPLATES,
  STREET_WORDS,
} from './stay-vocabulary';

const KM_PER_DEGREE = 111.32;

/** `ROM` + 42 → `ROM-H0042`; the id is also the image seed and the hotel code of the autocomplete. */
export const stayIdOf = (cityCode: string, index: number) => `${cityCode}-H${String(index).padStart(4, '0')}`;

/** The city code and index of a stay id, or null when it is not one. */
export function parseStayId(id: string): { cityCode: string; index: number } | null {
  const match = /^([A-Z]{3})-H(\d{4})$/.exec(id);
  return match ? { cityCode: match[1] as string, index: Number(match[2]) } : null;
}

function pickType(random: SeededRandom, coastal: boolean): AccommodationType {
  const weights: [AccommodationType, number][] = [
    ['HOTEL', 55],
    ['APARTMENT', 17],
    ['B_AND_B', 12],
    ['HOSTEL', 5],
    ['RESORT', coastal ? 7 : 2],
    ['VILLA', coastal ? 5 : 1],
  ];
  let roll = random.next() * weights.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [type, weight] of weights) {
    roll -= weight;
    if (roll < 0) return type;
  }
  return 'HOTEL';
}

function pickStars(random: SeededRandom, type: AccommodationType): number {
  const roll = random.next();
  switch (type) {
    case 'HOTEL':
      return roll < 0.05 ? 1 : roll < 0.2 ? 2 : roll < 0.58 ? 3 : roll < 0.9 ? 4 : 5;
    case 'RESORT':
      return roll < 0.6 ? 4 : 5;
    case 'APARTMENT':
      return roll < 0.6 ? 0 : roll < 0.85 ? 3 : 4;
    case 'B_AND_B':
      return roll < 0.4 ? 0 : roll < 0.7 ? 2 : 3;
    case 'HOSTEL':
      return roll < 0.7 ? 0 : 1;
    case 'VILLA':
      return roll < 0.5 ? 0 : roll < 0.8 ? 4 : 5;
  }
}

/** Base euro per night of a double room by stars (0 stars: priced by type instead). */
const STAR_PRICE = [70, 55, 72, 98, 145, 280];
const TYPE_PRICE: Partial<Record<AccommodationType, number>> = { HOSTEL: 62, VILLA: 190, APARTMENT: 88, B_AND_B: 78 };

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w)\}/g, (_, key: string) => values[key] ?? '');
}

function uniqueName(random: SeededRandom, language: NameLanguage, type: AccommodationType, taken: Set<string>) {
  const templates = NAME_TEMPLATES[language][type];
  for (let attempt = 0; attempt < 12; attempt++) {
    const word = random.pick(NAME_WORDS[language]);
    const name = fill(random.pick(templates), { w: word, d: random.pick(DISTRICT_WORDS[language]) });
    if (!taken.has(name)) return name;
  }
  // Crowded cities run out of short names: add a district, then a number as a last resort.
  const base = fill(templates[0] as string, { w: random.pick(NAME_WORDS[language]) });
  for (const district of DISTRICT_WORDS[language]) {
    if (!taken.has(`${base} ${district}`)) return `${base} ${district}`;
  }
  let suffix = 2;
  while (taken.has(`${base} ${suffix}`)) suffix++;
  return `${base} ${suffix}`;
}

/** Real leading digits of big cities' postal codes; other cities get a stable made-up prefix. */
const POSTAL_PREFIX: Record<string, string> = {
  ROM: '00',
  MIL: '20',
  NAP: '80',
  FLR: '50',
  VCE: '30',
  PAR: '75',
  LYS: '69',
  MRS: '13',
  NCE: '06',
  MAD: '28',
  BCN: '08',
  VLC: '46',
  BER: '10',
  MUC: '80',
};

function postalCode(random: SeededRandom, country: string, cityCode: string): string {
  const prefix = hashString(cityCode) % 90;
  switch (country) {
    case 'GB':
      return `${cityCode.slice(0, 2)}${random.int(1, 20)} ${random.int(1, 9)}${random.pick(['AA', 'BD', 'EX', 'HT', 'LQ', 'NS'])}`;
    case 'NL':
      return `${1000 + prefix * 10 + random.int(0, 9)} ${random.pick(['AB', 'CD', 'EK', 'GL', 'MX'])}`;
    case 'PT':
      return `${1000 + prefix * 10 + random.int(0, 9)}-${String(random.int(0, 999)).padStart(3, '0')}`;
    case 'AT':
    case 'BE':
    case 'CH':
    case 'DK':
    case 'HU':
    case 'NO':
    case 'LU':
    case 'AU':
      return String(1000 + prefix * 10 + random.int(0, 9));
    default:
      return `${POSTAL_PREFIX[cityCode] ?? String(10 + prefix)}${String(random.int(0, 199)).padStart(3, '0')}`;
  }
}

/**
 * The first draws of a stay's own random sequence: type, stars and a name unique in the city. Shared by
 * the full generator and the name-only pass of the autocomplete, so both give the same names.
 */
function identity(city: City, index: number, taken: Set<string>) {
  const random = seededRandom('stay', city.code, index);
  const type = pickType(random, isCoastal(city.code));
  const stars = pickStars(random, type);
  const name = uniqueName(random, nameLanguageOf(city.country), type, taken);
  taken.add(name);
  return { random, type, stars, name };
}

function generateStay(city: City, index: number, taken: Set<string>, priceLevel: number, large: boolean): Stay {
  const { random, type, stars, name } = identity(city, index, taken);
  const coastal = isCoastal(city.code);
  const language = nameLanguageOf(city.country);

  // Most properties cluster near the centre (exponential spread); resorts and villas lie outside.
  const outside = type === 'RESORT' || type === 'VILLA';
  const meanKm = large ? 2.6 : 1.6;
  const distance = outside ? random.float(4, 22) : Math.min(-Math.log(1 - random.next()) * meanKm, 14) + 0.05;
  const angle = random.float(0, 2 * Math.PI);
  const latitude = city.latitude + (distance * Math.cos(angle)) / KM_PER_DEGREE;
  const longitude =
    city.longitude + (distance * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((city.latitude * Math.PI) / 180));

  const baseScore = 6.4 + stars * 0.45 + random.float(-1.2, 1.3);
  const rating = random.chance(0.03)
    ? null
    : {
        score: Math.round(Math.min(9.8, Math.max(4.8, baseScore)) * 10) / 10,
        count: Math.round(random.int(8, 400) * (type === 'HOTEL' || type === 'RESORT' ? 4 : 1) * (1 + stars / 3)),
      };
  const freeCancellation = random.chance(type === 'HOSTEL' ? 0.5 : 0.68);
  const basePrice = stars > 0 ? (STAR_PRICE[stars] as number) : (TYPE_PRICE[type] ?? 70);
  // Closer to the centre and better rated costs more.
  const locationFactor = outside ? 1 : 1.18 - Math.min(distance, 8) * 0.035;
  const ratingFactor = rating ? 0.85 + (rating.score - 6) * 0.07 : 1;
  return {
    id: stayIdOf(city.code, index),
    cityCode: city.code,
    country: city.country,
    name,
    type,
    stars,
    rating,
    amenities: pickAmenities(random, type, stars),
    characteristics: pickCharacteristics(random, { type, stars, distanceKm: distance, coastal }),
    mealPlans: pickMealPlans(random, type, stars),
    freeCancellation,
    freeCancellationDays: random.pick([1, 2, 3, 3, 7, 14]),
    promotion: pickPromotion(random),
    latitude: Math.round(latitude * 1e6) / 1e6,
    longitude: Math.round(longitude * 1e6) / 1e6,
    distanceFromCentreKm: Math.round(distance * 10) / 10,
    street: fill(random.pick(STREET_TEMPLATES[language]), {
      w: random.pick(STREET_WORDS[language]),
      n: String(random.int(1, 180)),
    }),
    postalCode: postalCode(random, city.country, city.code),
    district: random.pick(DISTRICT_WORDS[language]),
    checkInTime:
      type === 'APARTMENT' || type === 'VILLA' ? random.pick(['15:00', '16:00']) : random.pick(['14:00', '15:00']),
    checkOutTime: type === 'HOSTEL' ? '10:00' : random.pick(['10:00', '11:00', '12:00']),
    baseNightly: Math.round(basePrice * priceLevel * locationFactor * ratingFactor * random.float(0.88, 1.15)),
    rooms: pickRooms(random, type),
    popularity: Math.round(random.next() * 1000) / 1000,
  };
}

/** Every property of a city, always the same for the same city (seeded by its code). */
export function generateStays(city: City): Stay[] {
  const seed = hashString(city.code);
  const count = stayCountOf(city.code, seed);
  const priceLevel = priceLevelOf(city.code, seed);
  const taken = new Set<string>();
  const stays: Stay[] = [];
  for (let index = 1; index <= count; index++) stays.push(generateStay(city, index, taken, priceLevel, count >= 300));
  return stays;
}

/** Only the ids and names of a city's properties (what generateStays would give, much faster). */
export function generateStayNames(city: City): { id: string; name: string }[] {
  const count = stayCountOf(city.code, hashString(city.code));
  const taken = new Set<string>();
  const names: { id: string; name: string }[] = [];
  for (let index = 1; index <= count; index++)
    names.push({ id: stayIdOf(city.code, index), name: identity(city, index, taken).name });
  return names;
}

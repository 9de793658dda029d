import { AIRLINES } from '../../inventory/airlines';
import type { Airline } from '../../inventory/airlines';
import type { Airport } from '../../inventory/airports';
import { distanceKm } from '../../inventory/geo';
import { hasPromoSeats, promoFareCents } from '../../inventory/low-cost-fares';
import { hashString, seededRandom } from '../../inventory/seeded-random';
import { localToUtc } from '../../inventory/time-zones';

/** One scheduled flight on one day. */
export interface Leg {
  carrier: Airline;
  flightNumber: string;
  from: Airport;
  to: Airport;
  departureUtc: number;
  arrivalUtc: number;
  durationMinutes: number;
  distanceKm: number;
  /** Adult one-way cabin-only fare of this flight alone, in cents. */
  fareCents: number;
}

const LONG_HAUL_KM = 4_500;
const MIN_ROUTE_KM = 150;
const CRUISE_KMH = 800;
/** Taxi, climb and descent on top of cruise time. */
const GROUND_MINUTES = 30;

const round5 = (minutes: number) => Math.max(5, Math.round(minutes / 5) * 5);

/** Block time from great-circle distance: cruise speed plus taxi and climb (design.md "durations from distance"). */
export function blockMinutes(km: number): number {
  return round5((km / CRUISE_KMH) * 60 + GROUND_MINUTES);
}

const routeCarriers = new Map<string, Airline[]>();

/**
 * Carriers flying a route: those based at either end, within their range; long-haul flights only reach
 * large airports and regional airports are only served from nearby hubs. Stable per route, both directions.
 */
export function carriersOnRoute(from: Airport, to: Airport): Airline[] {
  const key = `${from.iata}${to.iata}`;
  const cached = routeCarriers.get(key);
  if (cached) return cached;
  const km = distanceKm(from, to);
  const pair = [from.iata, to.iata].sort().join('');
  const carriers =
    from.cityCode === to.cityCode || km < MIN_ROUTE_KM
      ? []
      : AIRLINES.filter((airline) => {
          const atFrom = airline.hubs.includes(from.iata);
          const atTo = airline.hubs.includes(to.iata);
          if ((!atFrom && !atTo) || km > airline.maxRangeKm) return false;
          if (atFrom && atTo) return true;
          const other = atFrom ? to : from;
          if (km > LONG_HAUL_KM && other.tier === 3) return false;
          if (other.tier === 3 && km > 3_500) return false;
          // Not every carrier serves every airport in reach: a stable share of the possible routes.
          const share = other.tier === 1 ? 0.95 : other.tier === 2 ? 0.75 : 0.55;
          return seededRandom('route', airline.code, pair).chance(share);
        });
  routeCarriers.set(key, carriers);
  return carriers;
}

function frequency(airline: Airline, from: Airport, to: Airport, km: number): number {
  const random = seededRandom('frequency', airline.code, from.iata, to.iata);
  if (km > LONG_HAUL_KM) return random.int(1, 2);
  const biggest = Math.min(from.tier, to.tier);
  const smallest = Math.max(from.tier, to.tier);
  if (smallest === 3) return random.int(1, 2);
  if (airline.model === 'LOW_COST') return random.int(1, 3);
  return km < 1_800 && biggest === 1 ? random.int(3, 5) : random.int(2, 3);
}

/** Demand-driven fare of one flight: distance-based, dearer at peak hours and on Fridays and Sundays. */
function legFareCents(airline: Airline, km: number, departureMinute: number, date: string, noise: number): number {
  const base = km > LONG_HAUL_KM ? 220 + 0.055 * km : airline.model === 'LOW_COST' ? 14 + 0.045 * km : 48 + 0.072 * km;
  const peak =
    (departureMinute >= 420 && departureMinute <= 540) || (departureMinute >= 1020 && departureMinute <= 1200);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const demand = (peak ? 1.15 : 1) * (weekday === 5 || weekday === 0 ? 1.12 : 1);
  return Math.round(base * demand * noise * 100);
}

const legCache = new Map<string, Leg[]>();
const LEG_CACHE_LIMIT = 20_000;

/** The flights from one airport to another departing on a local date, by departure time (deterministic). */
export function legsBetween(from: Airport, to: Airport, date: string): Leg[] {
  const key = `${from.iata}${to.iata}${date}`;
  const cached = legCache.get(key);
  if (cached) return cached;
  const km = distanceKm(from, to);
  const legs: Leg[] = [];
  for (const carrier of carriersOnRoute(from, to)) {
    const count = frequency(carrier, from, to, km);
    const random = seededRandom('legs', carrier.code, from.iata, to.iata, date);
    const firstNumber = 100 + (hashString(`${carrier.code}${from.iata}${to.iata}`) % 880) * 10;
    for (let index = 0; index < count; index++) {
      // Spread departures over the day, 06:00 to 22:00, with some jitter.
      const slot = 360 + ((index + 0.5) * 960) / count + random.int(-45, 45);
      const departureMinute = Math.min(1435, Math.max(0, Math.round(slot / 5) * 5));
      const durationMinutes = round5(blockMinutes(km) + random.int(-5, 10));
      const departureUtc = localToUtc(date, departureMinute, from.timeZone);
      // The demand fare is drawn for every flight, so the promotional tier changes no other generated value.
      const demandFare = legFareCents(carrier, km, departureMinute, date, random.float(0.8, 1.4));
      const promo =
        carrier.model === 'LOW_COST' &&
        hasPromoSeats({ carrierCode: carrier.code, from: from.iata, to: to.iata, date, index, km });
      legs.push({
        carrier,
        flightNumber: `${carrier.code}${firstNumber + index}`,
        from,
        to,
        departureUtc,
        arrivalUtc: departureUtc + durationMinutes * 60_000,
        durationMinutes,
        distanceKm: km,
        fareCents: promo ? Math.min(demandFare, promoFareCents(km)) : demandFare,
      });
    }
  }
  legs.sort((a, b) => a.departureUtc - b.departureUtc || a.flightNumber.localeCompare(b.flightNumber));
  if (legCache.size >= LEG_CACHE_LIMIT) legCache.clear();
  legCache.set(key, legs);
  return legs;
}

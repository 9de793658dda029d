import { AIRLINE_DATA } from './airline-data';

export type Alliance = 'STAR' | 'ONEWORLD' | 'SKYTEAM' | 'NONE';
/** Low-cost carriers sell cabin-only fares cheaply, charge more for bags and do not connect with others. */
export type BusinessModel = 'FULL' | 'LOW_COST';

export interface Airline {
  code: string;
  name: string;
  alliance: Alliance;
  model: BusinessModel;
  /** Hubs and bases (airport codes): the carrier's flights start or end at one of them. */
  hubs: readonly string[];
  /** Longest flight the carrier operates, in km (low-cost carriers fly narrow-bodies). */
  maxRangeKm: number;
}

export const AIRLINES: readonly Airline[] = AIRLINE_DATA.map(([code, name, alliance, model, hubs]) => ({
  code,
  name,
  alliance,
  model,
  hubs,
  maxRangeKm: model === 'LOW_COST' ? 4_500 : 16_000,
}));

const byCode = new Map(AIRLINES.map((airline) => [airline.code, airline]));

export function findAirline(code: string): Airline | undefined {
  return byCode.get(code.toUpperCase());
}

/** Carriers with a hub or base at the airport. */
export function airlinesBasedAt(iata: string): Airline[] {
  return AIRLINES.filter((airline) => airline.hubs.includes(iata));
}

/**
 * Whether two carriers sell a connection together: the same carrier always, two full-service carriers
 * of one alliance too; low-cost carriers only connect on their own flights.
 */
export function canConnect(first: Airline, second: Airline): boolean {
  if (first.code === second.code) return true;
  if (first.model === 'LOW_COST' || second.model === 'LOW_COST') return false;
  return first.alliance !== 'NONE' && first.alliance === second.alliance;
}

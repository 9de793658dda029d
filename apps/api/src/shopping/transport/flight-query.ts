import type { CabinClass } from '@wayfare/contract';

/** What a flight search asks for (CreateSearch body without the brand/product fields). */
export interface FlightQuery {
  /** Airport or city code. */
  departure: string;
  destination: string;
  outboundDate: string;
  /** Absent for one-way. */
  returnDate?: string | undefined;
  adults: number;
  childrenAges: readonly number[];
  /** Absent or ECONOMY: economy (old keys and ids carry no cabin). */
  cabinClass?: CabinClass | undefined;
}

/** One letter per cabin in a query key (the airlines' booking-class letters); economy writes none. */
const CABIN_LETTER: Record<Exclude<CabinClass, 'ECONOMY'>, string> = {
  PREMIUM_ECONOMY: 'W',
  BUSINESS: 'C',
  FIRST: 'F',
};
const CABIN_OF_LETTER: Record<string, CabinClass> = { W: 'PREMIUM_ECONOMY', C: 'BUSINESS', F: 'FIRST' };

const compactDate = (date: string) => date.replaceAll('-', '');
const isoDate = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

/**
 * A canonical, URL-safe key of a query, e.g. `MAD.FCO.20300501.20300508.2.1-5` (children sorted, `x` for none),
 * with `.C` (W, C, F) for a cabin above economy: equal queries give equal keys, so results can be cached and
 * proposal ids stay stable across restarts; an economy key is the same as before cabins existed.
 */
export function flightQueryKey(query: FlightQuery): string {
  const ages = [...query.childrenAges].sort((a, b) => a - b);
  return [
    query.departure,
    query.destination,
    compactDate(query.outboundDate),
    query.returnDate ? compactDate(query.returnDate) : 'x',
    String(query.adults),
    ages.length > 0 ? ages.join('-') : 'x',
    ...(query.cabinClass && query.cabinClass !== 'ECONOMY' ? [CABIN_LETTER[query.cabinClass]] : []),
  ].join('.');
}

export function parseFlightQueryKey(key: string): FlightQuery | null {
  const match =
    /^([A-Z]{3})\.([A-Z]{3})\.(\d{8})\.(\d{8}|x)\.([1-9])\.(x|\d{1,2}(?:-\d{1,2}){0,7})(?:\.([WCF]))?$/.exec(key);
  if (!match) return null;
  const [, departure, destination, outbound, inbound, adults, ages, cabin] = match;
  const query: FlightQuery = {
    departure: departure!,
    destination: destination!,
    outboundDate: isoDate(outbound!),
    adults: Number(adults),
    childrenAges: ages === 'x' ? [] : ages!.split('-').map(Number),
  };
  if (inbound !== 'x') query.returnDate = isoDate(inbound!);
  if (cabin) query.cabinClass = CABIN_OF_LETTER[cabin];
  return query;
}

export interface ProposalRef {
  queryKey: string;
  outboundKey: string;
  inboundKey: string | null;
  fare: 0 | 1;
}

/** Proposal ids carry their query and itineraries, so a proposal can be rebuilt from its id alone. */
export function proposalId(ref: ProposalRef): string {
  return [ref.queryKey, ref.outboundKey, ref.inboundKey ?? 'x', ref.fare].join('~');
}

export function parseProposalId(id: string): ProposalRef | null {
  const parts = id.split('~');
  if (parts.length !== 4) return null;
  const [queryKey, outboundKey, inboundKey, fare] = parts as [string, string, string, string];
  if (!parseFlightQueryKey(queryKey) || (fare !== '0' && fare !== '1')) return null;
  return { queryKey, outboundKey, inboundKey: inboundKey === 'x' ? null : inboundKey, fare: fare === '0' ? 0 : 1 };
}

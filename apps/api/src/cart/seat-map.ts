import { seededRandom } from '../inventory/seeded-random';
import type { TripSegment } from './cart-context';
import { inventoryMinor } from '../pricing/currency';

export type SeatPosition = 'WINDOW' | 'MIDDLE' | 'AISLE';

const LETTERS: readonly [string, SeatPosition][] = [
  ['A', 'WINDOW'],
  ['B', 'MIDDLE'],
  ['C', 'AISLE'],
  ['D', 'AISLE'],
  ['E', 'MIDDLE'],
  ['F', 'WINDOW'],
];
const ROWS = 24;
/** Rows with extra legroom, priced higher. */
const FRONT_ROWS = 4;
/** Over-wing emergency exit rows (shown on the seat map). */
const EXIT_ROWS: readonly number[] = [12, 13];
const BASE_EURO_CENTS: Record<SeatPosition, number> = { WINDOW: 1200, MIDDLE: 600, AISLE: 1000 };

export interface SeatInfo {
  seat: string;
  available: boolean;
  position: SeatPosition;
  cents: number;
}

/** One seat of a segment: deterministic availability (about two thirds free) and price. */
export function seatInfo(segmentId: string, row: number, letter: string, currency: string): SeatInfo | null {
  const entry = LETTERS.find(([candidate]) => candidate === letter);
  if (!entry || row < 1 || row > ROWS) return null;
  const seat = `${row}${letter}`;
  const euroCents = BASE_EURO_CENTS[entry[1]] + (row <= FRONT_ROWS ? 800 : 0);
  return {
    seat,
    available: seededRandom('seat', segmentId, seat).int(0, 99) < 65,
    position: entry[1],
    cents: inventoryMinor(euroCents, currency),
  };
}

/** `12A` as row and letter, or null. */
export function parseSeat(seat: string): { row: number; letter: string } | null {
  const match = /^(\d{1,2})([A-K])$/.exec(seat);
  return match ? { row: Number(match[1]), letter: match[2]! } : null;
}

/**
 * The seat map of the trip's segments (contract seatMapSchema), prices as cents in the cart currency; every
 * seat is free of charge when the fare includes the seat (a Flex fare family).
 */
export function seatMap(segments: readonly TripSegment[], currency: string, included = false) {
  return segments.map((segment) => ({
    ...segment,
    rows: Array.from({ length: ROWS }, (_, index) => ({
      row: index + 1,
      exit: EXIT_ROWS.includes(index + 1),
      extraLegroom: index + 1 <= FRONT_ROWS,
      seats: LETTERS.map(([letter]) => {
        const seat = seatInfo(segment.segmentId, index + 1, letter, currency)!;
        return included ? { ...seat, cents: 0 } : seat;
      }),
    })),
  }));
}

import type { AvailableProduct } from '@wayfare/contract';
import type { SeatChoices } from './extras-draft';

export type SeatSegment = NonNullable<AvailableProduct['seatMap']>['segments'][number];
export type SeatCell = SeatSegment['rows'][number]['seats'][number];

/** A position in the grid: row index and seat index within the row (the aisle is not a cell). */
export interface GridPoint {
  row: number;
  col: number;
}

/**
 * Where an arrow, Home/End or PageUp/PageDown key moves the focus in a seat grid (WAI-ARIA grid pattern):
 * across a row and along a column, stopping at the edges; Home/End go to the row's ends, PageUp/PageDown
 * five rows. Taken seats are focusable (a screen reader hears them as taken) but cannot be chosen.
 */
export function moveInGrid(segment: SeatSegment, from: GridPoint, key: string): GridPoint | null {
  const rows = segment.rows.length;
  const cols = (row: number) => segment.rows[row]?.seats.length ?? 0;
  const clampCol = (row: number, col: number) => Math.min(col, Math.max(0, cols(row) - 1));
  switch (key) {
    case 'ArrowRight':
      return from.col + 1 < cols(from.row) ? { row: from.row, col: from.col + 1 } : from;
    case 'ArrowLeft':
      return from.col > 0 ? { row: from.row, col: from.col - 1 } : from;
    case 'ArrowDown':
      return from.row + 1 < rows ? { row: from.row + 1, col: clampCol(from.row + 1, from.col) } : from;
    case 'ArrowUp':
      return from.row > 0 ? { row: from.row - 1, col: clampCol(from.row - 1, from.col) } : from;
    case 'Home':
      return { row: from.row, col: 0 };
    case 'End':
      return { row: from.row, col: Math.max(0, cols(from.row) - 1) };
    case 'PageDown': {
      const row = Math.min(rows - 1, from.row + 5);
      return { row, col: clampCol(row, from.col) };
    }
    case 'PageUp': {
      const row = Math.max(0, from.row - 5);
      return { row, col: clampCol(row, from.col) };
    }
    default:
      return null;
  }
}

const keyOf = (segmentId: string, travellerId: string) => `${segmentId}/${travellerId}`;

/** Who holds `seat` on the segment among the choices, or null. */
export function holderOf(choices: SeatChoices, segmentId: string, seat: string): string | null {
  for (const [key, chosen] of Object.entries(choices)) {
    const [segment, traveller] = key.split('/');
    if (segment === segmentId && chosen === seat && traveller) return traveller;
  }
  return null;
}

export type SeatPick =
  | { kind: 'chosen'; choices: SeatChoices }
  | { kind: 'cleared'; choices: SeatChoices }
  | { kind: 'refused'; reason: 'taken' | 'other-traveller' };

/**
 * The selection rules: one seat per traveller and flight; choosing another seat moves the traveller there,
 * choosing their own seat again frees it, a taken seat or one another traveller holds is refused.
 */
export function pickSeat(choices: SeatChoices, segmentId: string, travellerId: string, seat: SeatCell): SeatPick {
  const key = keyOf(segmentId, travellerId);
  if (choices[key] === seat.seat) return { kind: 'cleared', choices: { ...choices, [key]: '' } };
  if (!seat.available) return { kind: 'refused', reason: 'taken' };
  const holder = holderOf(choices, segmentId, seat.seat);
  if (holder && holder !== travellerId) return { kind: 'refused', reason: 'other-traveller' };
  return { kind: 'chosen', choices: { ...choices, [key]: seat.seat } };
}

/** The next traveller without a seat on the segment after `current` (wrapping), or `current` when all have one. */
export function nextTravellerWithoutSeat(
  choices: SeatChoices,
  segmentId: string,
  travellerIds: readonly string[],
  current: string,
): string {
  const start = travellerIds.indexOf(current);
  for (let step = 1; step <= travellerIds.length; step += 1) {
    const candidate = travellerIds[(start + step) % travellerIds.length]!;
    if (!choices[keyOf(segmentId, candidate)]) return candidate;
  }
  return current;
}

/** The row and letter of a seat code (`12C` → 12, "C"). */
export function seatParts(seat: string): { row: number; letter: string } {
  const match = /^(\d+)([A-Z])$/.exec(seat);
  return match ? { row: Number(match[1]), letter: match[2]! } : { row: 0, letter: seat };
}

import type { CartProduct } from '@wayfare/contract';

/**
 * What step 3 (extras) saves on Continue (issue 13 §7: nothing chosen is dropped silently). Seats are keyed
 * `segmentId/travellerId`; an empty string is a cleared choice.
 */
export type SeatChoices = Record<string, string>;
export interface SeatAssignment {
  segmentId: string;
  travellerId: string;
  seat: string;
}

/** The seats the cart already holds, as choices. */
export function seatsInCart(products: readonly CartProduct[]): SeatChoices {
  return Object.fromEntries(
    products.flatMap((product) =>
      product.type === 'SEAT_SELECTION'
        ? product.seats.map((seat) => [`${seat.segmentId}/${seat.travellerId}`, seat.seat] as const)
        : [],
    ),
  );
}

/** The chosen seats as assignments (cleared and malformed keys left out), in a stable order. */
export function seatAssignments(choices: SeatChoices): SeatAssignment[] {
  return Object.entries(choices)
    .flatMap(([key, seat]) => {
      const [segmentId, travellerId, extra] = key.split('/');
      return seat && segmentId && travellerId && extra === undefined ? [{ segmentId, travellerId, seat }] : [];
    })
    .sort((a, b) => `${a.segmentId}/${a.travellerId}`.localeCompare(`${b.segmentId}/${b.travellerId}`));
}

export type SeatSave = { kind: 'none' } | { kind: 'clear' } | { kind: 'choose'; seats: SeatAssignment[] };

/** Continue saves the seats picked on screen when they differ from the cart's: choose them, or clear them all. */
export function seatSave(products: readonly CartProduct[], choices: SeatChoices): SeatSave {
  const saved = seatAssignments(seatsInCart(products));
  const chosen = seatAssignments(choices);
  if (JSON.stringify(saved) === JSON.stringify(chosen)) return { kind: 'none' };
  return chosen.length === 0 ? { kind: 'clear' } : { kind: 'choose', seats: chosen };
}

export type RequestSave = { kind: 'none' } | { kind: 'delete' } | { kind: 'save'; text: string };

/** The special request on Continue: a new or edited text is saved, an emptied one deletes the saved request. */
export function requestSave(draft: string, saved: string | null | undefined): RequestSave {
  const text = draft.trim();
  if (text === (saved ?? '').trim()) return { kind: 'none' };
  return text ? { kind: 'save', text } : { kind: 'delete' };
}

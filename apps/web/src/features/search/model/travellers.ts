import { MAX_STAY_ADULTS, MAX_STAY_CHILDREN } from '@wayfare/contract';

/** Traveller limits of the search form (spec §5 leaves them open; these are the booking backend's). */
export const MIN_ADULTS = 1;
export const MAX_ADULTS = 9;
export const DEFAULT_ADULTS = 2;
export const MAX_CHILDREN = 6;
/** Children are 0 to 17 years old on the travel date. */
export const MAX_CHILD_AGE = 17;
/** The age select of a newly added child starts empty: the visitor must choose (validation: ages required). */
export const CHILD_AGES: readonly number[] = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age);

export interface Travellers {
  adults: number;
  /** One entry per child; null until the visitor picks the age. */
  childrenAges: (number | null)[];
}

export function clampAdults(adults: number): number {
  return Math.min(MAX_ADULTS, Math.max(MIN_ADULTS, Math.round(adults)));
}

/** Adds (age still to choose) or removes the last child, within 0..MAX_CHILDREN. */
export function setChildrenCount(ages: readonly (number | null)[], count: number): (number | null)[] {
  const target = Math.min(MAX_CHILDREN, Math.max(0, Math.round(count)));
  if (target <= ages.length) return ages.slice(0, target);
  return [...ages, ...Array.from({ length: target - ages.length }, () => null)];
}

export function totalTravellers(travellers: Travellers): number {
  return travellers.adults + travellers.childrenAges.length;
}

/** Rooms of a stay search (issue 19 item 8); each room holds what a one-room search holds. */
export { MAX_ROOMS, MAX_STAY_ADULTS, MAX_STAY_CHILDREN } from '@wayfare/contract';

/** A new room: one adult (every room needs one). */
export const NEW_ROOM: Travellers = { adults: 1, childrenAges: [] };

/**
 * What one room may hold given the others: a room's own limits, and the whole party within the stay's
 * maximum (MAX_STAY_ADULTS, MAX_STAY_CHILDREN), so no combination of rooms passes it.
 */
export function roomLimits(index: number, rooms: readonly Travellers[]) {
  const others = rooms.filter((_, i) => i !== index);
  const otherAdults = others.reduce((sum, room) => sum + room.adults, 0);
  const otherChildren = others.reduce((sum, room) => sum + room.childrenAges.length, 0);
  return {
    minAdults: MIN_ADULTS,
    maxAdults: Math.max(MIN_ADULTS, Math.min(MAX_ADULTS, MAX_STAY_ADULTS - otherAdults)),
    maxChildren: Math.max(0, Math.min(MAX_CHILDREN, MAX_STAY_CHILDREN - otherChildren)),
    maxChildAge: MAX_CHILD_AGE,
  };
}

/** Every room's travellers together (the search's adults and childrenAges). */
export function partyOfRooms(rooms: readonly Travellers[]): Travellers {
  return {
    adults: rooms.reduce((sum, room) => sum + room.adults, 0),
    childrenAges: rooms.flatMap((room) => room.childrenAges),
  };
}

import { CABIN_CLASSES, DEFAULT_CABIN_CLASS, MAX_ROOMS, MAX_STAY_ADULTS, MAX_STAY_CHILDREN } from '@wayfare/contract';
import type { CabinClass, RoomOccupancy } from '@wayfare/contract';

/**
 * The two search values of issue 19 item 8 next to spec §3's, read and written the same way by the landing form,
 * the flight and stay results and the hotel detail (one reading of one URL):
 * - `cabinClass`: ECONOMY, PREMIUM_ECONOMY, BUSINESS or FIRST; absent means economy (links from before it existed).
 * - `rooms`: several rooms, each its adults then its children's ages, dash-separated, rooms joined by `_`:
 *   `rooms=2-5-7_1` is 2 adults with children of 5 and 7, and 1 adult. Absent means one room holding spec §3's
 *   adults and childrenAges, which a search with rooms still writes as the whole party's totals.
 */
export const CABIN_PARAM = 'cabinClass';
export const ROOMS_PARAM = 'rooms';

/** Per room, as in a one-room search (spec §3 limits). */
export const MAX_ROOM_ADULTS = 9;
export const MAX_ROOM_CHILDREN = 8;
const MAX_CHILD_AGE = 17;

export { CABIN_CLASSES, MAX_ROOMS, MAX_STAY_ADULTS, MAX_STAY_CHILDREN };
export type { CabinClass, RoomOccupancy };

export interface ParsedParam<T> {
  value: T;
  /** The URL held a value that could not be used: the default applies and the screen says so. */
  invalid: boolean;
}

const isCabin = (value: string): value is CabinClass => (CABIN_CLASSES as readonly string[]).includes(value);

/** `cabinClass` of the URL (case-insensitive); economy when absent or unknown (then `invalid`). */
export function parseCabinParam(params: URLSearchParams): ParsedParam<CabinClass> {
  const raw = params.get(CABIN_PARAM)?.trim().toUpperCase();
  if (!raw) return { value: DEFAULT_CABIN_CLASS, invalid: false };
  return isCabin(raw) ? { value: raw, invalid: false } : { value: DEFAULT_CABIN_CLASS, invalid: true };
}

function parseRoom(raw: string): RoomOccupancy | null {
  const parts = raw.split('-');
  if (!parts.every((part) => /^\d{1,2}$/.test(part))) return null;
  const [adults, ...ages] = parts.map(Number);
  if (adults === undefined || adults < 1 || adults > MAX_ROOM_ADULTS) return null;
  if (ages.length > MAX_ROOM_CHILDREN || ages.some((age) => age > MAX_CHILD_AGE)) return null;
  return { adults, childrenAges: ages };
}

/**
 * `rooms` of the URL: the rooms when the value is usable (1 to MAX_ROOMS rooms, each 1 to 9 adults and up to 8
 * children of 0 to 17, the whole party within MAX_STAY_ADULTS and MAX_STAY_CHILDREN), else null; null and not
 * invalid when absent.
 */
export function parseRoomsParam(params: URLSearchParams): ParsedParam<RoomOccupancy[] | null> {
  const raw = params.get(ROOMS_PARAM)?.trim();
  if (!raw) return { value: null, invalid: false };
  const rooms = raw.split('_').map(parseRoom);
  const valid =
    rooms.length <= MAX_ROOMS &&
    rooms.every((room) => room !== null) &&
    rooms.reduce((sum, room) => sum + room!.adults, 0) <= MAX_STAY_ADULTS &&
    rooms.reduce((sum, room) => sum + room!.childrenAges.length, 0) <= MAX_STAY_CHILDREN;
  return valid ? { value: rooms as RoomOccupancy[], invalid: false } : { value: null, invalid: true };
}

/** The `rooms` value of several rooms (see the module comment). */
export function formatRoomsParam(rooms: readonly RoomOccupancy[]): string {
  return rooms.map((room) => [room.adults, ...room.childrenAges].join('-')).join('_');
}

/** The whole party of the rooms (spec §3 adults and childrenAges of a search with rooms). */
export function partyOf(rooms: readonly RoomOccupancy[]): { adults: number; childrenAges: number[] } {
  return {
    adults: rooms.reduce((sum, room) => sum + room.adults, 0),
    childrenAges: rooms.flatMap((room) => room.childrenAges),
  };
}

/**
 * Writes cabin and rooms: a cabin only above economy, rooms only when there are several (with adults and
 * childrenAges set to the party's totals), so a one-room economy search keeps spec §3's URL exactly.
 */
export function writePartyParams(
  params: URLSearchParams,
  values: { cabinClass?: CabinClass | undefined; rooms?: readonly RoomOccupancy[] | null | undefined },
): URLSearchParams {
  params.delete(CABIN_PARAM);
  params.delete(ROOMS_PARAM);
  if (values.cabinClass && values.cabinClass !== DEFAULT_CABIN_CLASS) params.set(CABIN_PARAM, values.cabinClass);
  if (values.rooms && values.rooms.length > 1) {
    const party = partyOf(values.rooms);
    params.set('adults', String(party.adults));
    if (party.childrenAges.length > 0) params.set('childrenAges', party.childrenAges.join(','));
    else params.delete('childrenAges');
    params.set(ROOMS_PARAM, formatRoomsParam(values.rooms));
  }
  return params;
}

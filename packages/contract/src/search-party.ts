import { z } from 'zod';
import { adultsSchema, childrenAgesSchema } from './common';
import { CABIN_CLASSES, MAX_ROOMS } from './constants';

/**
 * Who travels and how (issue 19 item 8): the cabin class of a flight and the rooms of a stay, each room with
 * its own party. Shared by the flight and stay searches, their results and the cart.
 */

export {
  CABIN_CLASSES,
  DEFAULT_CABIN_CLASS,
  MAX_ROOMS,
  MAX_ROOM_ADULTS,
  MAX_ROOM_CHILDREN,
  MAX_STAY_ADULTS,
  MAX_STAY_CHILDREN,
} from './constants';

export const cabinClassSchema = z.enum(CABIN_CLASSES).describe('Cabin class of every segment; ECONOMY by default');
export type CabinClass = z.infer<typeof cabinClassSchema>;

/** One room's party: at least one adult per room, children with their ages. */
export const roomOccupancySchema = z
  .strictObject({ adults: adultsSchema, childrenAges: childrenAgesSchema })
  .meta({ id: 'RoomOccupancy' });
export type RoomOccupancy = z.infer<typeof roomOccupancySchema>;

export const roomOccupanciesSchema = z
  .array(roomOccupancySchema)
  .min(1)
  .max(MAX_ROOMS)
  .describe(`One entry per room (1 to ${MAX_ROOMS}); absent means one room for the whole party`);

/** The party of all rooms together (what adults and childrenAges of a search carry). */
export function partyOfRooms(rooms: readonly RoomOccupancy[]): { adults: number; childrenAges: number[] } {
  return {
    adults: rooms.reduce((sum, room) => sum + room.adults, 0),
    childrenAges: rooms.flatMap((room) => room.childrenAges),
  };
}

/** Whether rooms hold exactly the party (same adults, same children ages in any order). */
export function roomsMatchParty(
  rooms: readonly RoomOccupancy[],
  party: { adults: number; childrenAges: readonly number[] },
): boolean {
  const sum = partyOfRooms(rooms);
  const sorted = (ages: readonly number[]) => [...ages].sort((a, b) => a - b).join(',');
  return sum.adults === party.adults && sorted(sum.childrenAges) === sorted(party.childrenAges);
}

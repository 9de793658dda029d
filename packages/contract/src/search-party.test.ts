import { describe, expect, it } from 'vitest';
import { createStaySearchBodySchema } from './endpoints/stay-search-schemas';
import { createTransportSearchBodySchema } from './endpoints/flight-schemas';
import { partyOfRooms, roomOccupanciesSchema, roomsMatchParty } from './search-party';

const rooms = [
  { adults: 2, childrenAges: [9, 3] },
  { adults: 1, childrenAges: [] },
];
const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const checkOut = new Date(Date.now() + 33 * 86_400_000).toISOString().slice(0, 10);
const stay = {
  destination: 'ROM',
  checkIn: later,
  checkOut,
  productType: 'H',
  businessProfileId: 'BP',
  language: 'en',
};

describe('rooms and cabin class (issue 19 item 8)', () => {
  it('sums rooms into the party, ages in any order', () => {
    expect(partyOfRooms(rooms)).toEqual({ adults: 3, childrenAges: [9, 3] });
    expect(roomsMatchParty(rooms, { adults: 3, childrenAges: [3, 9] })).toBe(true);
    expect(roomsMatchParty(rooms, { adults: 3, childrenAges: [3] })).toBe(false);
    expect(roomOccupanciesSchema.safeParse([]).success).toBe(false);
    expect(roomOccupanciesSchema.safeParse([{ adults: 0, childrenAges: [] }]).success).toBe(false);
  });

  it('takes a stay search with rooms holding its party, and one room at most 9 adults without rooms', () => {
    expect(createStaySearchBodySchema.safeParse({ ...stay, adults: 3, childrenAges: [3, 9], rooms }).success).toBe(
      true,
    );
    expect(createStaySearchBodySchema.safeParse({ ...stay, adults: 4, childrenAges: [3, 9], rooms }).success).toBe(
      false,
    );
    expect(createStaySearchBodySchema.safeParse({ ...stay, adults: 12 }).success).toBe(false);
    const big = Array.from({ length: 4 }, () => ({ adults: 3, childrenAges: [] }));
    expect(createStaySearchBodySchema.safeParse({ ...stay, adults: 12, rooms: big }).success).toBe(true);
  });

  it('takes an optional known cabin class on a flight search', () => {
    const flight = {
      departure: 'MAD',
      destination: 'FCO',
      outboundDate: later,
      adults: 1,
      productType: 'F',
      businessProfileId: 'BP',
      language: 'en',
    };
    expect(createTransportSearchBodySchema.safeParse(flight).success).toBe(true);
    expect(createTransportSearchBodySchema.safeParse({ ...flight, cabinClass: 'FIRST' }).success).toBe(true);
    expect(createTransportSearchBodySchema.safeParse({ ...flight, cabinClass: 'LUXURY' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { decodeRooms, decodeStaySearch, encodeRooms, encodeStaySearch } from './stay-search-id';
import type { CreateStaySearchBody } from './create-stay-search';

const body: CreateStaySearchBody = {
  destination: 'ROM',
  checkIn: '2030-05-01',
  checkOut: '2030-05-04',
  adults: 3,
  childrenAges: [17, 0],
  productType: 'H',
  mealPlans: ['BREAKFAST'],
  businessProfileId: 'BP-WAYFARE-H',
  language: 'it',
};

describe('stay search id fields', () => {
  it('writes rooms one base-36 character per number and reads them back', () => {
    const rooms = [
      { adults: 2, childrenAges: [17, 0] },
      { adults: 1, childrenAges: [] },
    ];
    expect(encodeRooms(rooms)).toBe('2h0.1');
    expect(decodeRooms('2h0.1')).toEqual(rooms);
    for (const bad of ['', '0', '2i', '2h.', 'a', '2.-1']) expect(decodeRooms(bad)).toBeNull();
  });

  it('round-trips a one-room search unchanged (11 fields, as before rooms existed) and a several-room one', () => {
    const one = encodeStaySearch(body);
    expect(one).toHaveLength(11);
    expect(decodeStaySearch(one)?.body).toMatchObject({ adults: 3, childrenAges: [17, 0] });
    const rooms = [
      { adults: 2, childrenAges: [17] },
      { adults: 1, childrenAges: [0] },
    ];
    const several = encodeStaySearch({ ...body, rooms });
    expect(several).toHaveLength(12);
    expect(decodeStaySearch(several)?.body).toMatchObject({ adults: 3, childrenAges: [17, 0], rooms });
    expect(decodeStaySearch([...several.slice(0, 11), 'junk'])).toBeNull();
  });
});

import type { CartProduct } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { clockTime, formatDay, tripItems } from './trip-format';

const journey = (from: string, to: string) => ({
  departure: { airport: from, time: '2027-03-01T10:30:00+01:00' },
  arrival: { airport: to },
});
const pkg = {
  productId: 'p1',
  type: 'PACKAGE',
  flight: { fareName: 'Light', outbound: journey('MAD', 'FCO'), inbound: journey('FCO', 'MAD') },
  stay: { checkIn: '2027-03-01' },
} as unknown as CartProduct;

describe('tripItems', () => {
  it('puts a package in travel order: outbound flight, stay, return flight', () => {
    expect(tripItems([pkg]).map((item) => (item.kind === 'flight' ? item.direction : 'stay'))).toEqual([
      'outbound',
      'stay',
      'inbound',
    ]);
  });

  it('ignores extras', () => {
    expect(tripItems([{ productId: 's', type: 'SEAT_SELECTION' } as unknown as CartProduct])).toEqual([]);
  });
});

describe('formatting', () => {
  it('keeps the stated local clock time and calendar day', () => {
    expect(clockTime('2027-03-01T23:30:00-05:00')).toBe('23:30');
    expect(formatDay('2027-03-01T23:30:00-05:00', 'en-GB')).toContain('1 Mar 2027');
    expect(formatDay('garbage', 'en')).toBe('garbage');
  });
});

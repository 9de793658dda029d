import type { TripDetail } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { tripCalendar } from './trip-ics';

const point = (city: string, time: string) => ({ airport: 'MAD', airportName: `${city} Airport`, city, time });
const trip = {
  orderNumber: 'WF-ABCD2345',
  products: [
    {
      productId: 'p1',
      type: 'PACKAGE',
      flight: {
        fareName: 'Light',
        outbound: {
          departure: point('Madrid', '2027-03-01T10:30:00+01:00'),
          arrival: point('Rome', '2027-03-01T13:00:00+01:00'),
          segments: [{ flightNumber: 'AZ1234' }],
        },
        inbound: null,
      },
      stay: {
        accommodation: { name: 'Hotel Roma; Centro', address: { street: 'Via del Corso 1', city: 'Rome' } },
        checkIn: '2027-03-01',
        checkOut: '2027-03-04',
        checkInTime: '14:00',
      },
    },
  ],
} as unknown as TripDetail;

describe('tripCalendar', () => {
  const ics = tripCalendar(trip, 'Wayfare', new Date('2026-11-26T04:00:00Z'));

  it('has one timed event per leg in UTC and an all-day event per stay', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20270301T093000Z');
    expect(ics).toContain('DTEND:20270301T120000Z');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270301');
    expect(ics).toContain('DTEND;VALUE=DATE:20270304');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('UID:WF-ABCD2345-0@wayfare');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text and keeps every line within 75 characters', () => {
    expect(ics).toContain('SUMMARY:Hotel Roma\\; Centro');
    expect(ics.split('\r\n').every((line) => line.length <= 75)).toBe(true);
  });
});

import type { TripDetail } from '@wayfare/contract';
import { tripItems } from './trip-format';

/** RFC 5545 text: backslash, semicolon and comma escaped, newlines as \n. */
const escapeText = (value: string) => value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

/** A local date-time with offset (2027-03-01T10:30:00+01:00) as a UTC stamp (20270301T093000Z). */
const utcStamp = (value: string) =>
  new Date(value)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dayStamp = (value: string) => value.slice(0, 10).replace(/-/g, '');

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1); ASCII-safe approximation by chars. */
function fold(line: string): string {
  const parts: string[] = [];
  for (let index = 0; index < line.length; index += 73) parts.push(line.slice(index, index + 73));
  return parts.join('\r\n ');
}

/**
 * The trip as an iCalendar file: one timed event per flight leg (departure to arrival, in UTC) and one
 * all-day event per stay (check-in day to check-out day). UIDs come from the order, so a re-import updates.
 */
export function tripCalendar(trip: TripDetail, brandName: string, now: Date = new Date()): string {
  const stamp = utcStamp(now.toISOString());
  const events = tripItems(trip.products).map((item, index) => {
    const uid = `${trip.orderNumber}-${index}@wayfare`;
    if (item.kind === 'flight') {
      const { journey } = item;
      const numbers = journey.segments.map((segment) => segment.flightNumber).join(', ');
      return [
        'BEGIN:VEVENT',
        `UID:${uid}`,
        `DTSTAMP:${stamp}`,
        `DTSTART:${utcStamp(journey.departure.time)}`,
        `DTEND:${utcStamp(journey.arrival.time)}`,
        `SUMMARY:${escapeText(`${journey.departure.city} - ${journey.arrival.city} (${numbers})`)}`,
        `LOCATION:${escapeText(journey.departure.airportName)}`,
        `DESCRIPTION:${escapeText(`${brandName} ${trip.orderNumber}`)}`,
        'END:VEVENT',
      ];
    }
    const { stay } = item;
    const address = [stay.accommodation.address.street, stay.accommodation.address.city].filter(Boolean).join(', ');
    return [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dayStamp(stay.checkIn)}`,
      `DTEND;VALUE=DATE:${dayStamp(stay.checkOut)}`,
      `SUMMARY:${escapeText(stay.accommodation.name)}`,
      `LOCATION:${escapeText(address)}`,
      `DESCRIPTION:${escapeText(`${brandName} ${trip.orderNumber}, check-in ${stay.checkInTime}`)}`,
      'END:VEVENT',
    ];
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(brandName)}//Trips//EN`,
    'CALSCALE:GREGORIAN',
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

import type { Journey } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { SHORT_CONNECTION_MINUTES, tripWarnings } from './trip-warnings';

const point = (airport: string, city: string, time: string) => ({
  airport,
  airportName: `${city} ${airport}`,
  city,
  time,
});

let id = 0;
function segment(from: ReturnType<typeof point>, to: ReturnType<typeof point>) {
  id += 1;
  return {
    id: `S${id}`,
    carrier: { code: 'AZ', name: 'ITA Airways' },
    flightNumber: `AZ${100 + id}`,
    departure: from,
    arrival: to,
    durationMinutes: 120,
    cabinClass: 'ECONOMY' as const,
  };
}

function journey(segments: ReturnType<typeof segment>[], connections: number[]): Journey {
  return {
    departure: segments[0]!.departure,
    arrival: segments.at(-1)!.arrival,
    durationMinutes: 300,
    stops: segments.length - 1,
    segments,
    connectionTimesMinutes: connections,
  };
}

const mad = (time: string) => point('MAD', 'Madrid', time);
const fco = (time: string) => point('FCO', 'Rome', time);
const cia = (time: string) => point('CIA', 'Rome', time);
const cdg = (time: string) => point('CDG', 'Paris', time);
const ory = (time: string) => point('ORY', 'Paris', time);

const direct = journey([segment(mad('2031-05-10T08:00:00+02:00'), fco('2031-05-10T10:30:00+02:00'))], []);

describe('trip warnings', () => {
  it('warns nothing on a direct return to the airport left from', () => {
    const back = journey([segment(fco('2031-05-14T18:00:00+02:00'), mad('2031-05-14T20:30:00+02:00'))], []);
    expect(tripWarnings(direct, back)).toEqual([]);
    expect(tripWarnings(direct, null)).toEqual([]);
  });

  it('warns when the return lands at another airport than the one left from', () => {
    const back = journey(
      [segment(cia('2031-05-14T18:00:00+02:00'), point('TOJ', 'Madrid', '2031-05-14T20:30:00+02:00'))],
      [],
    );
    expect(tripWarnings(direct, back)).toEqual([
      { kind: 'differentReturnAirport', arrival: back.arrival, origin: direct.departure },
    ]);
  });

  it('warns of a night at a connection, by the local days of landing and leaving', () => {
    const late = journey(
      [
        segment(mad('2031-05-10T20:00:00+02:00'), cdg('2031-05-10T22:10:00+02:00')),
        segment(cdg('2031-05-11T07:05:00+02:00'), fco('2031-05-11T09:10:00+02:00')),
      ],
      [535],
    );
    expect(tripWarnings(late, null)).toEqual([{ kind: 'overnightLayover', direction: 'outbound', place: 'Paris' }]);
  });

  it(`warns of a connection under ${SHORT_CONNECTION_MINUTES} minutes, not of one that long`, () => {
    const tight = (minutes: number) =>
      journey(
        [
          segment(mad('2031-05-10T08:00:00+02:00'), cdg('2031-05-10T10:00:00+02:00')),
          segment(cdg('2031-05-10T10:45:00+02:00'), fco('2031-05-10T12:45:00+02:00')),
        ],
        [minutes],
      );
    expect(tripWarnings(tight(45), null)).toEqual([
      { kind: 'shortConnection', direction: 'outbound', place: 'Paris', minutes: 45 },
    ]);
    expect(tripWarnings(tight(SHORT_CONNECTION_MINUTES), null)).toEqual([]);
  });

  it('warns of an airport change within a connection, on the return too', () => {
    const change = journey(
      [
        segment(fco('2031-05-14T08:00:00+02:00'), cdg('2031-05-14T10:00:00+02:00')),
        segment(ory('2031-05-14T13:00:00+02:00'), mad('2031-05-14T15:00:00+02:00')),
      ],
      [180],
    );
    expect(tripWarnings(direct, change)).toEqual([
      { kind: 'airportChange', direction: 'inbound', place: 'Paris', from: 'CDG', to: 'ORY' },
    ]);
  });
});

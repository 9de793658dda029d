import { describe, expect, it } from 'vitest';
import { findAirport } from '../../inventory/airports';
import { addDays } from '../../inventory/time-zones';
import { generateItineraries, lowFareItineraries } from '../transport/itineraries';
import { flightFareFloorCents, twoStopFareFloorCents } from './fare-floor';

const ROUTES: [string, string][] = [
  ['MAD', 'ATH'],
  ['BCN', 'LHR'],
  ['FCO', 'CDG'],
  ['LIS', 'MXP'],
];
const DATES = [0, 9, 23].map((offset) => addDays('2030-02-02', offset));

describe('fare floors of the price calendar', () => {
  it('no generated flight or two-stop itinerary costs less than its floor', () => {
    for (const [origin, destination] of ROUTES) {
      for (const date of DATES) {
        for (const itinerary of generateItineraries(origin, destination, date)) {
          for (const leg of itinerary.legs)
            expect(leg.fareCents).toBeGreaterThanOrEqual(flightFareFloorCents(leg.distanceKm));
          if (itinerary.stops === 2) {
            const floor = twoStopFareFloorCents(itinerary.legs[0]!.from, itinerary.legs.at(-1)!.to);
            expect(itinerary.fareCents).toBeGreaterThanOrEqual(floor);
          }
        }
      }
    }
  });

  it('skipping the two-stop itineraries above the floor keeps the lowest fare of the day exact', () => {
    const lowest = (list: { fareCents: number }[]) => Math.min(...list.map((itinerary) => itinerary.fareCents));
    for (const [origin, destination] of ROUTES) {
      for (const date of DATES) {
        const low = lowFareItineraries(origin, destination, date, twoStopFareFloorCents);
        expect(lowest(low.list)).toBe(lowest(generateItineraries(origin, destination, date)));
      }
    }
  });

  it('floors grow with distance and are never negative', () => {
    expect(flightFareFloorCents(300)).toBeGreaterThan(0);
    expect(flightFareFloorCents(1_500)).toBeGreaterThan(flightFareFloorCents(500));
    expect(twoStopFareFloorCents(findAirport('MAD')!, findAirport('ATH')!)).toBeGreaterThan(0);
  });
});

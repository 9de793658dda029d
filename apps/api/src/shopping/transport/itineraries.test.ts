import { describe, expect, it } from 'vitest';
import { findAirport } from '../../inventory/airports';
import { distanceKm } from '../../inventory/geo';
import { generateItineraries } from './itineraries';
import { blockMinutes } from './legs';

describe('generateItineraries', () => {
  const itineraries = generateItineraries('MAD', 'FCO', '2030-05-01');

  it('is deterministic', () => {
    expect(generateItineraries('MAD', 'FCO', '2030-05-01').map((i) => i.key)).toEqual(itineraries.map((i) => i.key));
    expect(generateItineraries('MAD', 'FCO', '2030-05-02').map((i) => i.key)).not.toEqual(
      itineraries.map((i) => i.key),
    );
  });

  it('has direct flights by carriers based at either end and one-stop connections via hubs', () => {
    const direct = itineraries.filter((i) => i.stops === 0);
    expect(direct.length).toBeGreaterThan(3);
    for (const itinerary of direct) {
      const leg = itinerary.legs[0]!;
      expect(leg.carrier.hubs.includes('MAD') || leg.carrier.hubs.includes('FCO')).toBe(true);
    }
    const oneStop = itineraries.filter((i) => i.stops === 1);
    expect(oneStop.length).toBeGreaterThan(10);
    for (const itinerary of oneStop) {
      const [first, second] = itinerary.legs as [(typeof itinerary.legs)[0], (typeof itinerary.legs)[0]];
      expect(first.to.iata).toBe(second.from.iata);
      expect(itinerary.connectionMinutes[0]).toBeGreaterThanOrEqual(45);
      expect(itinerary.durationMinutes).toBe((second.arrivalUtc - first.departureUtc) / 60_000);
    }
  });

  it('finds two-stop itineraries between small airports far apart', () => {
    const remote = generateItineraries('OLB', 'HKT', '2030-05-01');
    expect(remote.length).toBeGreaterThan(0);
    expect(remote.every((i) => i.stops === 2)).toBe(true);
  });

  it('derives durations from distance', () => {
    const km = distanceKm(findAirport('MAD')!, findAirport('FCO')!);
    expect(blockMinutes(km)).toBeGreaterThanOrEqual(120);
    expect(blockMinutes(km)).toBeLessThanOrEqual(150);
    for (const itinerary of itineraries.filter((i) => i.stops === 0)) {
      expect(Math.abs(itinerary.durationMinutes - blockMinutes(km))).toBeLessThanOrEqual(15);
    }
  });

  it('covers every airport of a city code, and nothing for unknown codes', () => {
    const arrivals = new Set(generateItineraries('MAD', 'ROM', '2030-05-01').map((i) => i.legs.at(-1)!.to.iata));
    expect([...arrivals].sort()).toEqual(['CIA', 'FCO']);
    expect(generateItineraries('QQQ', 'FCO', '2030-05-01')).toEqual([]);
  });
});

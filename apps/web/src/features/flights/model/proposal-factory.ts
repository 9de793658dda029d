import type { Journey, TransportProposal } from '@wayfare/contract';

/** [airport code, city] */
type Place = [string, string];

const point = ([airport, city]: Place, time: string) => ({ airport, airportName: `${city} airport`, city, time });

/** Test data factory: a direct Wizz Air journey on `day` (YYYY-MM-DD), 09:05 → 11:15 local. */
export function makeJourney(from: Place, to: Place, day: string): Journey {
  return {
    departure: point(from, `${day}T09:05:00`),
    arrival: point(to, `${day}T11:15:00`),
    durationMinutes: 130,
    stops: 0,
    segments: [
      {
        id: `seg-${day}`,
        carrier: { code: 'W6', name: 'Wizz Air' },
        flightNumber: 'W61234',
        departure: point(from, `${day}T09:05:00`),
        arrival: point(to, `${day}T11:15:00`),
        durationMinutes: 130,
        cabinClass: 'ECONOMY',
      },
    ],
    connectionTimesMinutes: [],
  };
}

const eur = (amount: number) => ({ amount, currency: 'EUR' });

/**
 * Test data factory: Madrid ⇄ Rome for 2 adults at €95.96 each (26 December 2026, back 2 January 2027), Basic
 * fare with a cabin bag; override any field.
 */
export function makeProposal(overrides: Partial<TransportProposal> = {}): TransportProposal {
  return {
    id: 'p-1',
    price: {
      total: eur(19192),
      perTraveller: [{ type: 'ADULT', count: 2, amount: eur(9596) }],
      taxesAndFees: eur(2000),
    },
    currency: 'EUR',
    carriers: [{ code: 'W6', name: 'Wizz Air' }],
    fareName: 'Basic',
    baggage: { included: 'CABIN', cabinBags: 1, checkedBags: 0 },
    outbound: makeJourney(['MAD', 'Madrid'], ['FCO', 'Rome'], '2026-12-26'),
    inbound: makeJourney(['FCO', 'Rome'], ['MAD', 'Madrid'], '2027-01-02'),
    seatsLeft: 3,
    fareRules: { refundable: false, changeable: false, changeFee: null },
    pointsEquivalent: 19192,
    ...overrides,
  };
}

import { pricingSchema } from '@wayfare/contract';
import type { CancellationPolicy, Pricing } from '@wayfare/contract';

type Rate = Pricing['rooms'][number]['rates'][number];

const eur = (amount: number) => ({ amount, currency: 'EUR' });

/** Test data factory: a rate of the double room, in euro cents, refundable unless a policy is given. */
export function makeRate(
  rateId: string,
  mealPlan: Rate['mealPlan'],
  totalCents: number,
  cancellationPolicy: CancellationPolicy = { refundable: true, freeCancellationUntil: null, penalties: [] },
): Rate {
  return {
    rateId,
    mealPlan,
    freeCancellation: cancellationPolicy.refundable,
    cancellationPolicy,
    price: {
      total: eur(totalCents),
      perNight: eur(Math.round(totalCents / 3)),
      taxesAndFees: eur(Math.round(totalCents / 10)),
    },
    pointsEquivalent: null,
  };
}

/**
 * Test data factory: a 3-night stay for 2 in Rome (25 to 28 January 2027) with one double room at `rates`, the
 * server having priced `selectedRateId` (the pricing's total is that rate's). Checked against the contract.
 */
export function makePricing(rates: Rate[], selectedRateId: string): Pricing {
  const selected = rates.find((rate) => rate.rateId === selectedRateId) ?? rates[0]!;
  return pricingSchema.parse({
    pricingId: 'P1',
    searchId: 'S1',
    productType: 'H',
    accommodation: {
      id: 'ROM-H0416',
      name: 'Hotel Aurelia',
      type: 'HOTEL',
      stars: 4,
      rating: { score: 8.6, count: 1204 },
      address: { street: 'Via Aurelia 12', city: 'Rome', country: 'IT' },
      coordinates: { latitude: 41.9, longitude: 12.46 },
      image: '/api/images/stays/ROM-H0416.svg',
      amenities: ['WIFI'],
    },
    checkIn: '2027-01-25',
    checkOut: '2027-01-28',
    nights: 3,
    adults: 2,
    childrenAges: [],
    rooms: [{ roomId: 'R1', name: 'Double room', description: 'A double bed', maxOccupancy: 2, rates }],
    transport: null,
    total: selected.price.total,
    selectedRateId,
    pointsEquivalent: null,
    expiresAt: '2027-01-01T12:00:00+01:00',
  });
}

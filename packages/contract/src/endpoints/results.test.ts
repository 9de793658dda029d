import { describe, expect, it } from 'vitest';
import { cartApi } from './cart';
import { shoppingTransportApi } from './shopping-transport';

/** Amounts are minor units (cents). */
const eur = (amount: number) => ({ amount, currency: 'EUR' });
const point = (airport: string, time: string) => ({ airport, airportName: `${airport} airport`, city: airport, time });

const journey = {
  departure: point('FCO', '2026-07-01T08:30:00+02:00'),
  arrival: point('BCN', '2026-07-01T10:25:00+02:00'),
  durationMinutes: 115,
  stops: 0,
  segments: [
    {
      id: 'seg-1',
      carrier: { code: 'AZ', name: 'ITA Airways' },
      flightNumber: 'AZ78',
      departure: point('FCO', '2026-07-01T08:30:00+02:00'),
      arrival: point('BCN', '2026-07-01T10:25:00+02:00'),
      durationMinutes: 115,
      cabinClass: 'ECONOMY',
    },
  ],
  connectionTimesMinutes: [],
};

const proposal = {
  id: 'p-1',
  price: {
    total: eur(24_000),
    perTraveller: [{ type: 'ADULT', count: 2, amount: eur(12_000) }],
    taxesAndFees: eur(2_947),
  },
  currency: 'EUR',
  carriers: [{ code: 'AZ', name: 'ITA Airways' }],
  fareName: 'Economy Light',
  baggage: { included: 'CABIN', cabinBags: 1, checkedBags: 0 },
  outbound: journey,
  inbound: null,
  fareRules: { refundable: false, changeable: true, changeFee: eur(5_000) },
  pointsEquivalent: null,
};

describe('result schemas', () => {
  it('parse a flight proposal with local times and offsets', () => {
    expect(
      shoppingTransportApi.GetTransportProposalByProposalId.result.safeParse({
        ...proposal,
        fareFamily: 'BASIC',
        fareCount: 1,
        seatSelection: 'PAID',
        searchId: 's-1',
        seatSelectionAvailable: true,
        fares: [
          {
            id: 'BASIC',
            name: proposal.fareName,
            baggage: proposal.baggage,
            seatSelection: 'PAID',
            fareRules: proposal.fareRules,
            price: proposal.price,
            pointsEquivalent: null,
          },
        ],
      }).error,
    ).toBeUndefined();
  });

  it('refuse an amount that is not an integer of minor units', () => {
    const priced = { ...proposal, searchId: 's-1', seatSelectionAvailable: true, price: { ...proposal.price } };
    priced.price.total = eur(240.5);
    expect(shoppingTransportApi.GetTransportProposalByProposalId.result.safeParse(priced).success).toBe(false);
  });

  it('parse a cart and reject one without products', () => {
    const cart = {
      cartId: 'cart-1',
      requestUuid: '6f1c7f0e-2b1a-4c55-9d2e-0d1b2c3d4e5f',
      domainName: 'localhost',
      productType: 'F',
      businessProfileId: 'bp-f',
      status: 'OPEN',
      currency: 'EUR',
      createdAt: '2026-06-01T10:00:00+00:00',
      expiresAt: '2026-06-01T10:30:00+00:00',
      products: [
        {
          productId: 'cp-1',
          title: 'FCO → BCN',
          price: eur(24_000),
          removable: false,
          type: 'FLIGHT',
          flight: proposal,
        },
      ],
      voucher: null,
      priceChange: null,
      totals: {
        products: eur(24_000),
        discounts: eur(0),
        total: eur(24_000),
        taxesAndFees: eur(2_947),
        pointsEquivalent: 24_000,
      },
    };
    expect(cartApi.RetrieveCart.result.safeParse(cart).error).toBeUndefined();
    expect(cartApi.RetrieveCart.result.safeParse({ ...cart, products: [] }).success).toBe(false);
  });
});

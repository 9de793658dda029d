import type { AvailableProduct, CartConfig, CartFull } from '@wayfare/contract';
import type { CartRef } from './cart-ref';

// Test data: real API responses of an F cart on the localhost brand (MAD-FCO, 2 adults + a 7-year-old child).

export const testCartRef: CartRef = { cartId: 'cart-TEST0001', requestUuid: 'aa3ca464-4e09-456c-913e-1629ba10a1b1' };

export function cartFullFixture(overrides: Partial<CartFull> = {}): CartFull {
  return {
    ...({
      cartId: 'cart-TEST0001',
      requestUuid: 'aa3ca464-4e09-456c-913e-1629ba10a1b1',
      domainName: 'localhost',
      productType: 'F',
      businessProfileId: 'BP-WAYFARE-F',
      status: 'OPEN',
      currency: 'EUR',
      createdAt: '2026-11-22T03:59:53.448Z',
      expiresAt: '2026-11-22T04:29:53.448Z',
      products: [
        {
          productId: 'prod-KXpzrFmAgdNG3vZm',
          type: 'FLIGHT',
          title: 'Madrid - Rome - Madrid',
          price: { amount: 37653, currency: 'EUR' },
          removable: false,
          flight: {
            id: 'MAD.FCO.20261222.20261229.2.7~FR2641~FR4631~0',
            price: {
              total: { amount: 37653, currency: 'EUR' },
              perTraveller: [
                { type: 'ADULT', count: 2, amount: { amount: 13692, currency: 'EUR' } },
                { type: 'CHILD', count: 1, amount: { amount: 10269, currency: 'EUR' } },
              ],
              taxesAndFees: { amount: 4518, currency: 'EUR' },
            },
            baggage: { included: 'CABIN', cabinBags: 1, checkedBags: 0 },
            inbound: {
              stops: 0,
              arrival: {
                city: 'Madrid',
                time: '2026-12-29T16:30:00+01:00',
                airport: 'MAD',
                airportName: 'Adolfo Su\u00e1rez Madrid-Barajas',
              },
              segments: [
                {
                  id: 'FR4631-2026-12-29',
                  arrival: {
                    city: 'Madrid',
                    time: '2026-12-29T16:30:00+01:00',
                    airport: 'MAD',
                    airportName: 'Adolfo Su\u00e1rez Madrid-Barajas',
                  },
                  carrier: { code: 'FR', name: 'Ryanair' },
                  departure: {
                    city: 'Rome',
                    time: '2026-12-29T14:20:00+01:00',
                    airport: 'FCO',
                    airportName: 'Rome Fiumicino Leonardo da Vinci',
                  },
                  cabinClass: 'ECONOMY',
                  flightNumber: 'FR4631',
                  durationMinutes: 130,
                },
              ],
              departure: {
                city: 'Rome',
                time: '2026-12-29T14:20:00+01:00',
                airport: 'FCO',
                airportName: 'Rome Fiumicino Leonardo da Vinci',
              },
              durationMinutes: 130,
              connectionTimesMinutes: [],
            },
            carriers: [{ code: 'FR', name: 'Ryanair' }],
            currency: 'EUR',
            fareName: 'Basic',
            outbound: {
              stops: 0,
              arrival: {
                city: 'Rome',
                time: '2026-12-22T20:25:00+01:00',
                airport: 'FCO',
                airportName: 'Rome Fiumicino Leonardo da Vinci',
              },
              segments: [
                {
                  id: 'FR2641-2026-12-22',
                  arrival: {
                    city: 'Rome',
                    time: '2026-12-22T20:25:00+01:00',
                    airport: 'FCO',
                    airportName: 'Rome Fiumicino Leonardo da Vinci',
                  },
                  carrier: { code: 'FR', name: 'Ryanair' },
                  departure: {
                    city: 'Madrid',
                    time: '2026-12-22T18:20:00+01:00',
                    airport: 'MAD',
                    airportName: 'Adolfo Su\u00e1rez Madrid-Barajas',
                  },
                  cabinClass: 'ECONOMY',
                  flightNumber: 'FR2641',
                  durationMinutes: 125,
                },
              ],
              departure: {
                city: 'Madrid',
                time: '2026-12-22T18:20:00+01:00',
                airport: 'MAD',
                airportName: 'Adolfo Su\u00e1rez Madrid-Barajas',
              },
              durationMinutes: 125,
              connectionTimesMinutes: [],
            },
            seatsLeft: 6,
            fareRules: { refundable: false, changeable: true, changeFee: { amount: 5000, currency: 'EUR' } },
            pointsEquivalent: 37653,
          },
        },
      ],
      voucher: null,
      priceChange: null,
      totals: {
        products: { amount: 37653, currency: 'EUR' },
        discounts: { amount: 0, currency: 'EUR' },
        total: { amount: 37653, currency: 'EUR' },
        taxesAndFees: { amount: 4518, currency: 'EUR' },
        pointsEquivalent: 37653,
      },
      contact: null,
      travellers: [],
      subscriptions: { newsletter: false, travelInsurance: false },
      invoice: null,
      specialRequest: null,
      payment: null,
      order: null,
    } as CartFull),
    ...overrides,
  };
}

export function cartConfigFixture(overrides: Partial<CartConfig> = {}): CartConfig {
  return {
    ...({
      cartId: 'cart-TEST0001',
      expiresAt: '2026-11-22T04:29:53.448Z',
      travellers: { adults: 2, childrenAges: [7] },
      requiredTravellerFields: { birthDate: true, document: true },
      paymentMethods: ['CARD', 'POINTS'],
      points: null,
      checkoutOptions: { ancillaries: true, insurance: true, newsletter: true, invoice: true, specialRequests: true },
      travelInsurancePrice: { amount: 1883, currency: 'EUR' },
    } as CartConfig),
    ...overrides,
  };
}

export function ancillariesFixture(): { products: AvailableProduct[] } {
  return {
    products: [
      {
        productId: 'CHECKED_BAG',
        type: 'ANCILLARY',
        code: 'CHECKED_BAG',
        name: 'Checked bag',
        description: 'One extra 23 kg bag in the hold, each way.',
        price: { amount: 3500, currency: 'EUR' },
        pricing: 'PER_TRAVELLER',
        maxQuantity: 2,
      },
      {
        productId: 'PRIORITY_BOARDING',
        type: 'ANCILLARY',
        code: 'PRIORITY_BOARDING',
        name: 'Priority boarding',
        description: 'Board first, with a second cabin bag.',
        price: { amount: 1200, currency: 'EUR' },
        pricing: 'PER_TRAVELLER',
        maxQuantity: 1,
      },
      {
        productId: 'TRAVEL_INSURANCE',
        type: 'ANCILLARY',
        code: 'TRAVEL_INSURANCE',
        name: 'Travel insurance',
        description: 'Cancellation, medical care and lost luggage cover.',
        price: { amount: 1883, currency: 'EUR' },
        pricing: 'PER_BOOKING',
        maxQuantity: 1,
      },
    ],
  } as { products: AvailableProduct[] };
}

/** A stay as the cart carries it (Rome, 7 nights, breakfast, free cancellation, one rate note). */
export function stayItemFixture(): Extract<CartFull['products'][number], { type: 'STAY' }>['stay'] {
  return {
    accommodation: {
      id: 'acc-ROM-0001',
      name: 'Albergo Minerva',
      type: 'HOTEL',
      stars: 4,
      rating: { score: 8.6, count: 412 },
      address: { street: 'Piazza della Minerva 69', city: 'Rome', postalCode: '00186', country: 'IT' },
      coordinates: { latitude: 41.898, longitude: 12.477 },
      image: '/images/stays/acc-ROM-0001.svg',
      amenities: ['WIFI'],
    },
    checkIn: '2026-12-22',
    checkOut: '2026-12-29',
    nights: 7,
    adults: 2,
    childrenAges: [7],
    room: { roomId: 'room-1', name: 'Double room' },
    rate: {
      rateId: 'rate-1',
      mealPlan: 'BREAKFAST',
      freeCancellation: true,
      cancellationPolicy: { refundable: true, freeCancellationUntil: '2026-12-20T23:59:00+01:00', penalties: [] },
      notes: ['City tax paid at the hotel', ' '],
    },
    checkInTime: '14:00',
    checkOutTime: '11:00',
  } as ReturnType<typeof stayItemFixture>;
}

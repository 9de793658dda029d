// The booking steps both cluster journeys (multi-instance.journeys.mjs, database-restart.journeys.mjs) walk through
// the balancer: one party, one flight search, one checkout. Each journey brings its own `ok` (how it calls the
// cluster and which answers it retries); the steps only say what is sent and what must come back.
import assert from 'node:assert/strict';

export const BOOKING = '/api/services/app';

/** The date `count` days from today, YYYY-MM-DD. */
export const days = (count) => new Date(Date.now() + count * 86_400_000).toISOString().slice(0, 10);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @typedef {(method: string, path: string, body?: unknown) => Promise<any>} Ok a call that must answer 200: its result */

export const contact = {
  firstName: 'Anna',
  lastName: 'Rossi',
  email: 'anna@example.com',
  phone: { countryCode: '+39', number: '3331234567' },
};

/** Two adults with passports (the flight needs documents). */
export const travellers = [0, 1].map((index) => ({
  type: 'ADULT',
  firstName: ['Anna', 'Marco'][index],
  lastName: 'Rossi',
  gender: index === 0 ? 'FEMALE' : 'MALE',
  birthDate: `198${index}-04-02`,
  document: { type: 'PASSPORT', number: `YA12345${index}`, issuingCountry: 'IT', expiryDate: days(3650) },
}));

/**
 * CreateSearch for a busy round trip, MAD-FCO for two adults; resolves to the search id. The cluster journeys and
 * the scale-out bench (bench/scale-out.mjs) load the same search.
 * @param {Ok} ok
 */
export async function createFlightSearch(ok) {
  const { searchId } = await ok('POST', `${BOOKING}/ShoppingTransportService/CreateSearch`, {
    departure: 'MAD',
    destination: 'FCO',
    outboundDate: days(50),
    returnDate: days(57),
    adults: 2,
    childrenAges: [],
    productType: 'F',
    businessProfileId: 'BP-WAYFARE-F',
    language: 'en',
  });
  return searchId;
}

/**
 * CreateCart → contact → travellers → CartFinalize → ConfirmCart. `onCart` sees the new cart's id, `between` runs
 * after the contact (for a journey that breaks something mid-checkout). Resolves to the order.
 * @param {Ok} ok
 * @param {{ productType: string, businessProfileId: string, selection: object, onCart?: (cartId: string) => void,
 *   between?: () => Promise<unknown> }} purchase
 */
export async function checkout(ok, { productType, businessProfileId, selection, onCart, between }) {
  const ref = await ok('POST', `${BOOKING}/CartApiService/CreateCart`, {
    domainName: 'localhost',
    productType,
    businessProfileId,
    language: 'en',
    selection,
  });
  onCart?.(ref.cartId);
  const cart = (name) => `${BOOKING}/CartApiService/${name}?cartId=${ref.cartId}&requestUuid=${ref.requestUuid}`;
  await ok('POST', cart('AddContactToCart'), contact);
  await between?.();
  await ok('POST', cart('AddTravellerToCart'), { travellers });
  await ok('POST', cart('CartFinalize'), {
    payment: { methods: ['CARD'] },
    acceptTerms: true,
    returnPath: '/checkout?checkoutStep=5',
  });
  // ConfirmCart is idempotent on its requestUuid: a retry after a 503 never makes a second order.
  const order = await ok('POST', cart('ConfirmCart'));
  assert.match(order.payment.redirectUrl, /^\/payment\/hosted\//);
  return order;
}

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createSearch, daysFromToday, HDP, resultOf, retrieve, romeSearch } from './hdp-helpers';
import type { PricingResult, ProposalsResult, SearchBody } from './hdp-helpers';

/** Test helpers for the cart service (spec §7 "Cart service"). */
export const CART = '/api/services/app/CartApiService';
const FLIGHTS = '/api/services/app/ShoppingTransportService';

export interface CartRef {
  cartId: string;
  requestUuid: string;
}

export const q = (ref: CartRef, extra: Record<string, string> = {}) =>
  new URLSearchParams({ cartId: ref.cartId, requestUuid: ref.requestUuid, ...extra }).toString();

/** A cart call: `call(app, ref, 'GetCartConfig', 'GET')`. */
export function call(
  app: FastifyInstance,
  ref: CartRef,
  name: string,
  method: 'GET' | 'POST' | 'DELETE' = 'POST',
  payload?: unknown,
  options: { query?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `${CART}/${name}?${q(ref, options.query)}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

/** A flight proposal id (MAD-FCO round trip, two adults unless told). */
export async function flightProposal(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; total: number; currency: string }> {
  const body = {
    departure: 'MAD',
    destination: 'FCO',
    outboundDate: daysFromToday(50),
    returnDate: daysFromToday(57),
    adults: 2,
    childrenAges: [],
    productType: 'F',
    businessProfileId: 'BP-WAYFARE-F',
    language: 'en',
    ...overrides,
  };
  const created = resultOf<{ searchId: string }>(
    await app.inject({ method: 'POST', url: `${FLIGHTS}/CreateSearch`, payload: body }),
  );
  const page = resultOf<{ proposals: { id: string; price: { total: { amount: number; currency: string } } }[] }>(
    await app.inject({
      method: 'POST',
      url: `${FLIGHTS}/RetrieveProposals?searchId=${created.searchId}`,
      payload: {
        staticData: { language: 'en' },
        sort: { value: 'RECOMMENDED', ascending: true },
        facets: { baggageIncluded: ['CABIN_CHECKED'] },
      },
    }),
  );
  // The first fare with a checked bag (fare level 1, the id's last part): it always allows seat selection.
  const proposal = page.proposals.find((candidate) => candidate.id.endsWith('~1')) ?? page.proposals[0]!;
  return { id: proposal.id, total: proposal.price.total.amount, currency: proposal.price.total.currency };
}

type Rate = PricingResult['rooms'][number]['rates'][number];

/** A stay (H) or package (DP) selection id with its total: the first rate (of any room) `pick` accepts. */
export async function staySelection(
  app: FastifyInstance,
  overrides: Partial<SearchBody> = {},
  pick: (rate: Rate) => boolean = () => true,
): Promise<{ selectionId: string; total: number; currency: string }> {
  const searchId = await createSearch(app, romeSearch(overrides));
  const proposals = resultOf<ProposalsResult>(await retrieve(app, searchId));
  const language = overrides.language ?? 'en';
  const { pricingId } = resultOf<{ pricingId: string }>(
    await app.inject({
      method: 'POST',
      url: `${HDP}/CreatePricing`,
      payload: { searchId, proposalId: proposals.proposals[0]!.id, language },
    }),
  );
  const pricing = resultOf<PricingResult>(await app.inject(`${HDP}/RetrievePricing?pricingId=${pricingId}`));
  const [room, rate] = pricing.rooms
    .flatMap((candidate) => candidate.rates.map((offer) => [candidate, offer] as const))
    .find(([, offer]) => pick(offer))!;
  const selection = resultOf<{ selectionId: string; total: { amount: number; currency: string } }>(
    await app.inject({
      method: 'POST',
      url: `${HDP}/CreateSelection`,
      payload: { pricingId, roomId: room.roomId, rateId: rate.rateId },
    }),
  );
  return { selectionId: selection.selectionId, total: selection.total.amount, currency: selection.total.currency };
}

export interface CreateCartOptions {
  domainName?: string;
  productType?: string;
  businessProfileId?: string;
  language?: string;
  /** The price the shopper saw (CreateCart answers a priceChange when the supplier's differs). */
  displayedPrice?: { amount: number; currency: string };
}

type CartSelection = { kind: 'TRANSPORT'; proposalId: string } | { kind: 'SELECTION'; selectionId: string };

/** A CreateCart body on localhost: a flight (F) for a TRANSPORT selection, a stay (H) otherwise. */
export function cartBody(selection: CartSelection & Record<string, unknown>, options: CreateCartOptions = {}) {
  const productType = selection.kind === 'TRANSPORT' ? 'F' : 'H';
  return {
    domainName: 'localhost',
    productType,
    businessProfileId: `BP-WAYFARE-${productType}`,
    language: 'en',
    ...options,
    selection,
  };
}

async function createCart(app: FastifyInstance, selection: CartSelection, options: CreateCartOptions) {
  return resultOf<CartRef>(
    await app.inject({ method: 'POST', url: `${CART}/CreateCart`, payload: cartBody(selection, options) }),
  );
}

export const createFlightCart = (app: FastifyInstance, proposalId: string, options: CreateCartOptions = {}) =>
  createCart(app, { kind: 'TRANSPORT', proposalId }, options);

export const createStayCart = (app: FastifyInstance, selectionId: string, options: CreateCartOptions = {}) =>
  createCart(app, { kind: 'SELECTION', selectionId }, options);

export const contact = {
  firstName: 'Anna',
  lastName: 'Rossi',
  email: 'anna@example.com',
  phone: { countryCode: '+39', number: '3331234567' },
};

const passport = (number: string) => ({
  type: 'PASSPORT',
  number,
  issuingCountry: 'IT',
  expiryDate: daysFromToday(3650),
});

export const adults = (count: number, withDocument = true) =>
  Array.from({ length: count }, (_, index) => ({
    type: 'ADULT',
    firstName: ['Anna', 'Marco', 'Lucia'][index] ?? 'Paolo',
    lastName: 'Rossi',
    gender: index % 2 === 0 ? 'FEMALE' : 'MALE',
    birthDate: `198${index}-04-02`,
    ...(withDocument ? { document: passport(`YA12345${index}`) } : {}),
  }));

/** Contact and travellers: what CartFinalize needs. */
export async function fillCheckout(app: FastifyInstance, ref: CartRef, travellers: unknown[]): Promise<void> {
  resultOf(await call(app, ref, 'AddContactToCart', 'POST', contact));
  resultOf(await call(app, ref, 'AddTravellerToCart', 'POST', { travellers }));
}

export const finalizeBody = (methods: string[], pointsToUse = 0) => ({
  payment: { methods, ...(pointsToUse > 0 ? { pointsToUse } : {}) },
  acceptTerms: true,
  returnPath: '/checkout?checkoutStep=5',
});

/** A bearer token for a test token's member on a brand (developer panel tokens, spec §2). */
export async function memberToken(app: FastifyInstance, label: string, domainName = 'localhost'): Promise<string> {
  const tokens = resultOf<{ tokens: { label: string; token: string }[] }>(await app.inject('/api/dev/test-tokens'));
  const token = tokens.tokens.find((entry) => entry.label === label)!.token;
  const auth = resultOf<{ authApiModel: { accessToken: string } }>(
    await app.inject({ method: 'POST', url: '/api/TokenAuth/AuthenticateExternal', payload: { token, domainName } }),
  );
  return auth.authApiModel.accessToken;
}

export const fieldsOf = (res: LightMyRequestResponse): string[] =>
  (res.json().error.validationErrors ?? []).map((error: { field: string }) => error.field);

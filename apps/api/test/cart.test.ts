import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adults,
  call,
  CART,
  contact,
  createFlightCart,
  createStayCart,
  fieldsOf,
  flightProposal,
  staySelection,
} from './cart-helpers';
import type { CartRef } from './cart-helpers';
import { resultOf } from './hdp-helpers';
import { buildTestApp } from './helper';

interface CartResult {
  cartId: string;
  status: string;
  currency: string;
  expiresAt: string;
  products: { productId: string; type: string; code?: string; price: { amount: number }; removable: boolean }[];
  voucher: { code: string; discount: { amount: number } } | null;
  totals: { products: { amount: number }; discounts: { amount: number }; total: { amount: number } };
}

let app: FastifyInstance;
let proposal: { id: string; total: number };
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
  proposal = await flightProposal(app);
});
afterAll(() => app?.close());

describe('CreateCart', () => {
  it('creates a flight cart priced by the server', async () => {
    const ref = await createFlightCart(app, proposal.id);
    expect(ref.cartId).toMatch(/^cart-/);
    expect(ref.requestUuid).toMatch(/^[0-9a-f-]{36}$/);
    const cart = resultOf<CartResult>(
      await call(app, ref, 'RetrieveCart', 'POST', undefined, { query: { domainName: 'localhost', producttype: 'F' } }),
    );
    expect(cart.status).toBe('OPEN');
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toMatchObject({ type: 'FLIGHT', removable: false });
    expect(cart.totals.total.amount).toBeCloseTo(proposal.total, 2);
    const minutes = (Date.parse(cart.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('creates stay and package carts from selections', async () => {
    const stay = await staySelection(app);
    const ref = await createStayCart(app, stay.selectionId);
    const cart = resultOf<CartResult>(
      await call(app, ref, 'RetrieveCart', 'POST', undefined, { query: { domainName: 'localhost', producttype: 'H' } }),
    );
    expect(cart.products[0]!.type).toBe('STAY');
    expect(cart.totals.total.amount).toBeCloseTo(stay.total, 2);

    const pkg = await staySelection(app, { productType: 'DP', departure: 'MAD', businessProfileId: 'BP-WAYFARE-DP' });
    const dpRef = await createStayCart(app, pkg.selectionId, { productType: 'DP', businessProfileId: 'BP-WAYFARE-DP' });
    const dp = resultOf<CartResult>(
      await call(app, dpRef, 'RetrieveCart', 'POST', undefined, {
        query: { domainName: 'localhost', producttype: 'DP' },
      }),
    );
    expect(dp.products[0]!.type).toBe('PACKAGE');
    expect(dp.totals.total.amount).toBeCloseTo(pkg.total, 2);
  });

  it('treats the top-hotel H profile as HGH and prices CHF brands in CHF', async () => {
    const stay = await staySelection(app, { businessProfileId: 'BP-TOPHOTEL-H', language: 'it' });
    const ref = await createStayCart(app, stay.selectionId, {
      domainName: 'tophotel.localhost',
      productType: 'HGH',
      businessProfileId: 'BP-TOPHOTEL-H',
      language: 'it',
    });
    expect(ref.cartId).toBeTruthy();
    const club = await createFlightCart(app, proposal.id, {
      domainName: 'club.localhost',
      businessProfileId: 'BP-CLUB-F',
      language: 'fr',
    });
    const cart = resultOf<CartResult>(
      await call(app, club, 'RetrieveCart', 'POST', undefined, {
        query: { domainName: 'club.localhost', producttype: 'F' },
      }),
    );
    expect(cart.currency).toBe('CHF');
    expect(cart.totals.total.amount).toBeCloseTo(proposal.total * 0.94, 0);
  });

  it('names the bad field', async () => {
    const base = {
      domainName: 'localhost',
      productType: 'F',
      businessProfileId: 'BP-WAYFARE-F',
      language: 'en',
      selection: { kind: 'TRANSPORT', proposalId: proposal.id },
    };
    const create = (payload: unknown) =>
      app.inject({ method: 'POST', url: `${CART}/CreateCart`, payload: payload as object });
    expect(fieldsOf(await create({ ...base, domainName: 'nowhere.example' }))).toEqual(['domainName']);
    expect(fieldsOf(await create({ ...base, businessProfileId: 'BP-WAYFARE-H' }))).toEqual(['businessProfileId']);
    expect(fieldsOf(await create({ ...base, productType: 'H', businessProfileId: 'BP-WAYFARE-H' }))).toEqual([
      'selection.kind',
    ]);
    expect(fieldsOf(await create({ ...base, language: 'de' }))).toEqual(['language']);
    const unknown = await create({ ...base, selection: { kind: 'TRANSPORT', proposalId: 'MAD.FCO.x~y~x~0' } });
    expect(unknown.statusCode).toBe(404);
    const stayUnknown = await create({
      ...base,
      productType: 'H',
      businessProfileId: 'BP-WAYFARE-H',
      selection: { kind: 'SELECTION', selectionId: 'nope' },
    });
    expect(stayUnknown.statusCode).toBe(404);
  });
});

describe('cart lookup', () => {
  let ref: CartRef;
  beforeAll(async () => {
    ref = await createFlightCart(app, proposal.id);
  });

  it('answers 404 for an unknown cart or a requestUuid that is not its own', async () => {
    const unknown = await call(app, { ...ref, cartId: 'cart-unknown' }, 'GetCartConfig', 'GET');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('NOT_FOUND');
    const wrongUuid = await call(
      app,
      { ...ref, requestUuid: '6f1c7f0e-2b1a-4c55-9d2e-0d1b2c3d4e5f' },
      'GetCartConfig',
      'GET',
    );
    expect(wrongUuid.statusCode).toBe(404);
  });

  it('answers 400 naming a bad cartId or requestUuid', async () => {
    expect(fieldsOf(await call(app, { ...ref, requestUuid: 'abc' }, 'GetCartConfig', 'GET'))).toEqual(['requestUuid']);
    const res = await app.inject(`${CART}/GetCartConfig?requestUuid=${ref.requestUuid}`);
    expect(fieldsOf(res)).toEqual(['cartId']);
  });

  it('needs the cart brand and product type to retrieve it', async () => {
    const other = await call(app, ref, 'RetrieveCart', 'POST', undefined, {
      query: { domainName: 'club.localhost', producttype: 'F' },
    });
    expect(other.statusCode).toBe(404);
    expect(fieldsOf(await call(app, ref, 'RetrieveCart', 'POST'))).toEqual(['domainName', 'producttype']);
  });
});

describe('GetCartConfig', () => {
  it('asks for documents on flights and lists the brand options', async () => {
    const ref = await createFlightCart(app, proposal.id);
    const config = resultOf<{
      travellers: { adults: number; childrenAges: number[] };
      requiredTravellerFields: { document: boolean };
      paymentMethods: string[];
      points: unknown;
      travelInsurancePrice: { amount: number } | null;
      checkoutOptions: Record<string, boolean>;
    }>(await call(app, ref, 'GetCartConfig', 'GET'));
    expect(config.travellers).toEqual({ adults: 2, childrenAges: [] });
    expect(config.requiredTravellerFields.document).toBe(true);
    expect(config.paymentMethods).toEqual(['CARD', 'POINTS']);
    // Anonymous visitor: no points.
    expect(config.points).toBeNull();
    expect(config.travelInsurancePrice!.amount).toBeGreaterThanOrEqual(15);
    expect(config.checkoutOptions).toEqual({
      ancillaries: true,
      insurance: true,
      newsletter: true,
      invoice: true,
      specialRequests: true,
    });
  });
});

describe('contact and travellers', () => {
  let ref: CartRef;
  beforeAll(async () => {
    ref = await createFlightCart(app, proposal.id);
  });

  it('stores and returns the contact', async () => {
    expect(resultOf(await call(app, ref, 'RetrieveContact'))).toBeNull();
    expect(resultOf(await call(app, ref, 'AddContactToCart', 'POST', contact))).toEqual(contact);
    expect(resultOf(await call(app, ref, 'RetrieveContact'))).toEqual(contact);
    const bad = await call(app, ref, 'AddContactToCart', 'POST', {
      ...contact,
      email: 'anna@',
      phone: { countryCode: '39', number: '1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(['email', 'phone.countryCode', 'phone.number']);
  });

  it('stores the party with stable ids', async () => {
    const travellers = resultOf<{ travellerId: string }[]>(
      await call(app, ref, 'AddTravellerToCart', 'POST', { travellers: adults(2) }),
    );
    expect(travellers.map((traveller) => traveller.travellerId)).toEqual(['t1', 't2']);
    const stored = resultOf<unknown[]>(await call(app, ref, 'RetrieveTravellersByCartId'));
    expect(stored).toEqual(travellers);
  });

  it('checks the party against the booking: count, adult age, documents for flights', async () => {
    expect(fieldsOf(await call(app, ref, 'AddTravellerToCart', 'POST', { travellers: adults(1) }))).toEqual([
      'travellers',
    ]);
    const [first, second] = adults(2) as Record<string, unknown>[];
    const minor = await call(app, ref, 'AddTravellerToCart', 'POST', {
      travellers: [first, { ...second, birthDate: '2020-01-01' }],
    });
    expect(fieldsOf(minor)).toEqual(['travellers.1.birthDate']);
    const noDocument = await call(app, ref, 'AddTravellerToCart', 'POST', { travellers: adults(2, false) });
    expect(fieldsOf(noDocument)).toEqual(['travellers.0.document', 'travellers.1.document']);
    const badName = await call(app, ref, 'AddTravellerToCart', 'POST', {
      travellers: [{ ...first, firstName: '<b>' }, second],
    });
    expect(fieldsOf(badName)).toEqual(['travellers.0.firstName']);
  });

  it('checks children ages against birth dates', async () => {
    const stay = await staySelection(app, { childrenAges: [6] });
    const stayRef = await createStayCart(app, stay.selectionId);
    const checkIn = new Date(Date.now() + 60 * 86_400_000);
    const birth = (years: number) =>
      `${checkIn.getUTCFullYear() - years}-${String(checkIn.getUTCMonth() + 1).padStart(2, '0')}-01`;
    const child = {
      type: 'CHILD',
      age: 6,
      firstName: 'Sara',
      lastName: 'Rossi',
      gender: 'FEMALE',
      birthDate: birth(6),
    };
    const ok = await call(app, stayRef, 'AddTravellerToCart', 'POST', { travellers: [...adults(2, false), child] });
    expect(ok.statusCode, ok.body).toBe(200);
    const wrong = await call(app, stayRef, 'AddTravellerToCart', 'POST', {
      travellers: [...adults(2, false), { ...child, birthDate: birth(9) }],
    });
    expect(fieldsOf(wrong)).toEqual(['travellers.2.birthDate']);
  });
});

describe('subscriptions, invoices, special requests, countries', () => {
  let ref: CartRef;
  beforeAll(async () => {
    ref = await createFlightCart(app, proposal.id);
  });

  it('adds travel insurance as a product and the newsletter flag', async () => {
    expect(resultOf(await call(app, ref, 'GetSubscriptions', 'GET'))).toEqual({
      newsletter: false,
      travelInsurance: false,
    });
    const choice = { newsletter: true, travelInsurance: true };
    expect(resultOf(await call(app, ref, 'AddSubscriptions', 'POST', choice))).toEqual(choice);
    expect(resultOf(await call(app, ref, 'GetSubscriptions', 'GET'))).toEqual(choice);
    const config = resultOf<{ travelInsurancePrice: { amount: number } }>(await call(app, ref, 'GetCartConfig', 'GET'));
    const cart = resultOf<CartResult>(
      await call(app, ref, 'RetrieveCart', 'POST', undefined, { query: { domainName: 'localhost', producttype: 'F' } }),
    );
    const insurance = cart.products.find((product) => product.code === 'TRAVEL_INSURANCE')!;
    expect(insurance.price.amount).toBe(config.travelInsurancePrice.amount);
    expect(cart.totals.total.amount).toBeCloseTo(proposal.total + insurance.price.amount, 2);
    await call(app, ref, 'AddSubscriptions', 'POST', { newsletter: true, travelInsurance: false });
    const after = resultOf<CartResult>(
      await call(app, ref, 'RetrieveCart', 'POST', undefined, { query: { domainName: 'localhost', producttype: 'F' } }),
    );
    expect(after.products).toHaveLength(1);
    expect(
      fieldsOf(await call(app, ref, 'AddSubscriptions', 'POST', { newsletter: 'yes', travelInsurance: false })),
    ).toEqual(['newsletter']);
  });

  it('stores an invoice request', async () => {
    expect(resultOf(await call(app, ref, 'GetInvoices', 'GET'))).toEqual([]);
    const input = {
      companyName: 'Rossi Srl',
      vatId: 'it12345678901',
      address: { street: 'Via Roma 1', city: 'Milano', postalCode: '20121', country: 'IT' },
    };
    const invoice = resultOf<{ invoiceId: string; vatId: string }>(await call(app, ref, 'AddInvoice', 'POST', input));
    expect(invoice.vatId).toBe('IT12345678901');
    expect(resultOf<unknown[]>(await call(app, ref, 'GetInvoices', 'GET'))).toEqual([invoice]);
    const bad = await call(app, ref, 'AddInvoice', 'POST', {
      ...input,
      vatId: '123',
      address: { ...input.address, country: 'Italy' },
    });
    expect(fieldsOf(bad).sort()).toEqual(['address.country', 'vatId']);
  });

  it('sets, reads and deletes the special request', async () => {
    expect(resultOf(await call(app, ref, 'RetrieveSpecialRequestByCartId'))).toBeNull();
    const saved = resultOf<{ text: string }>(
      await call(app, ref, 'AddSpecialRequestToCart', 'POST', { text: '  Vegetarian meals please ' }),
    );
    expect(saved.text).toBe('Vegetarian meals please');
    expect(resultOf<{ text: string }>(await call(app, ref, 'RetrieveSpecialRequestByCartId')).text).toBe(saved.text);
    expect(resultOf(await call(app, ref, 'DeleteSpecialRequestByCartId', 'DELETE'))).toEqual({ deleted: true });
    expect(resultOf(await call(app, ref, 'DeleteSpecialRequestByCartId', 'DELETE'))).toEqual({ deleted: false });
    expect(fieldsOf(await call(app, ref, 'AddSpecialRequestToCart', 'POST', { text: 'x'.repeat(501) }))).toEqual([
      'text',
    ]);
  });

  it('lists countries named in the asked language', async () => {
    const countries = async (lang: string) =>
      resultOf<{ code: string; name: string }[]>(
        await call(app, ref, 'RetrieveCountries', 'POST', undefined, { query: { lang } }),
      );
    const named = (list: { code: string; name: string }[], code: string) => list.find((c) => c.code === code)?.name;
    const [it, es, en, fr] = await Promise.all(['it', 'es', 'en', 'fr'].map(countries));
    expect(named(it!, 'DE')).toBe('Germania');
    expect(named(es!, 'DE')).toBe('Alemania');
    expect(named(en!, 'DE')).toBe('Germany');
    expect(named(fr!, 'DE')).toBe('Allemagne');
    expect(en!.length).toBeGreaterThan(240);
    expect(en!.some((country) => ['EU', 'UN', 'DD'].includes(country.code))).toBe(false);
    const names = it!.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('it').compare));
    expect(fieldsOf(await call(app, ref, 'RetrieveCountries', 'POST', undefined, { query: { lang: 'de' } }))).toEqual([
      'lang',
    ]);
  });
});

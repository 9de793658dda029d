import type { Money, PriceCalendarResult } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMemberHeaders } from './club-flights';
import { daysFromToday, fieldsOf, HDP, resultOf } from './hdp-helpers';
import { buildTestApp } from './helper';

/**
 * Issue 19 item 1: the price calendar is deterministic and agrees with the search: a day's price is the price
 * of the cheapest proposal a search for that day lists, in the brand's currency, member price for a member.
 */
const FLIGHTS = '/api/services/app/ShoppingTransportService';
const FROM = daysFromToday(40);

let app: FastifyInstance;
let clubMember: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
  clubMember = await clubMemberHeaders(app);
});
afterAll(() => app?.close());

type Headers = Record<string, string>;

async function calendar(url: string, payload: Record<string, unknown>, headers: Headers = {}) {
  return resultOf<PriceCalendarResult>(await app.inject({ method: 'POST', url, payload, headers }));
}

interface Cheapest {
  price: { total: Money };
  memberPrice?: Money;
}

/** The first proposal of a flight search sorted by price (what the results page shows first under "cheapest"). */
async function cheapestFlight(body: Record<string, unknown>, headers: Headers = {}): Promise<Cheapest> {
  const { searchId } = resultOf<{ searchId: string }>(
    await app.inject({ method: 'POST', url: `${FLIGHTS}/CreateSearch`, payload: body }),
  );
  const page = resultOf<{ proposals: Cheapest[] }>(
    await app.inject({
      method: 'POST',
      url: `${FLIGHTS}/RetrieveProposals?searchId=${searchId}`,
      headers,
      payload: { sort: { value: 'PRICE', ascending: true }, staticData: { language: 'en' } },
    }),
  );
  return page.proposals[0]!;
}

async function cheapestStay(body: Record<string, unknown>): Promise<Cheapest> {
  const created = resultOf<{ id: { value: string } }>(
    await app.inject({ method: 'POST', url: `${HDP}/CreateSearch`, payload: body }),
  );
  const page = resultOf<{ proposals: Cheapest[] }>(
    await app.inject({
      method: 'POST',
      url: `${HDP}/RetrieveProposals?searchId=${created.id.value}`,
      payload: { sort: { value: 'PRICE', ascending: true }, staticData: { language: 'en' } },
    }),
  );
  return page.proposals[0]!;
}

const dayOf = (result: PriceCalendarResult, date: string) => result.days.find((day) => day.date === date)!;

describe('flight price calendar', () => {
  const route = {
    departure: 'MAD',
    destination: 'ROM',
    adults: 2,
    childrenAges: [7],
    businessProfileId: 'BP-WAYFARE-F',
  };

  it('answers one day per day of the window, the same every time', async () => {
    const first = await calendar(`${FLIGHTS}/GetPriceCalendar`, { ...route, from: FROM, days: 21 });
    const again = await calendar(`${FLIGHTS}/GetPriceCalendar`, { ...route, from: FROM, days: 21 });
    expect(first.currency).toBe('EUR');
    expect(first.days.map((day) => day.date)).toEqual(
      Array.from({ length: 21 }, (_, offset) => daysFromToday(40 + offset)),
    );
    expect(first.days.every((day) => day.price && day.price.amount > 0)).toBe(true);
    expect(again).toEqual(first);
  });

  it('gives each day the price of the cheapest one-way proposal a search for that day lists', async () => {
    const result = await calendar(`${FLIGHTS}/GetPriceCalendar`, { ...route, from: FROM, days: 14 });
    for (const offset of [0, 5, 13]) {
      const date = daysFromToday(40 + offset);
      const cheapest = await cheapestFlight({ ...route, outboundDate: date, productType: 'F', language: 'en' });
      expect(dayOf(result, date).price, date).toEqual(cheapest.price.total);
    }
  });

  it('prices round trips of `nights` as the cheapest round trip of a search', async () => {
    const result = await calendar(`${FLIGHTS}/GetPriceCalendar`, { ...route, from: FROM, days: 10, nights: 4 });
    for (const offset of [2, 9]) {
      const date = daysFromToday(40 + offset);
      const returnDate = daysFromToday(44 + offset);
      const cheapest = await cheapestFlight({
        ...route,
        outboundDate: date,
        returnDate,
        productType: 'F',
        language: 'en',
      });
      expect(dayOf(result, date).price, date).toEqual(cheapest.price.total);
    }
  });

  it("prices in the brand's currency with the member price for a member of the brand, as the search does", async () => {
    const club = { ...route, departure: 'GVA', destination: 'MAD', businessProfileId: 'BP-CLUB-F' };
    const result = await calendar(`${FLIGHTS}/GetPriceCalendar`, { ...club, from: FROM, days: 5 }, clubMember);
    expect(result.currency).toBe('CHF');
    const date = daysFromToday(43);
    const cheapest = await cheapestFlight(
      { ...club, outboundDate: date, productType: 'F', language: 'fr' },
      clubMember,
    );
    expect(dayOf(result, date).price).toEqual(cheapest.price.total);
    expect(cheapest.memberPrice).toBeDefined();
    expect(dayOf(result, date).memberPrice).toEqual(cheapest.memberPrice);
    const visitor = await calendar(`${FLIGHTS}/GetPriceCalendar`, { ...club, from: FROM, days: 5 });
    expect(visitor.days.every((day) => day.memberPrice === undefined)).toBe(true);
  });

  it('refuses a window past 62 days, a past start, an unknown airport or profile, naming the field', async () => {
    const call = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `${FLIGHTS}/GetPriceCalendar`, payload: { ...route, from: FROM, ...payload } });
    expect(fieldsOf(await call({ days: 63 }))).toEqual(['days']);
    expect(fieldsOf(await call({ from: '2020-01-01' }))).toEqual(['from']);
    expect(fieldsOf(await call({ destination: 'ZZZ' }))).toEqual(['destination']);
    expect(fieldsOf(await call({ businessProfileId: 'nope' }))).toEqual(['businessProfileId']);
  });
});

describe('stay price calendar', () => {
  const stay = { destination: 'ROM', adults: 2, businessProfileId: 'BP-WAYFARE-H' };

  it('gives each check-in day the price of the cheapest stay a hotel search for those nights lists', async () => {
    const result = await calendar(`${HDP}/GetPriceCalendar`, { ...stay, from: FROM, days: 31, nights: 3 });
    expect(result.days).toHaveLength(31);
    expect(await calendar(`${HDP}/GetPriceCalendar`, { ...stay, from: FROM, days: 31, nights: 3 })).toEqual(result);
    for (const offset of [0, 4, 30]) {
      const checkIn = daysFromToday(40 + offset);
      const cheapest = await cheapestStay({
        ...stay,
        checkIn,
        checkOut: daysFromToday(43 + offset),
        productType: 'H',
        language: 'en',
      });
      expect(dayOf(result, checkIn).price, checkIn).toEqual(cheapest.price.total);
    }
  });

  it('refuses an unknown destination', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${HDP}/GetPriceCalendar`,
      payload: { ...stay, destination: 'NOWHERE', from: FROM },
    });
    expect(fieldsOf(res)).toEqual(['destination']);
  });
});

it('is documented in the OpenAPI document', async () => {
  const paths = (await app.inject('/api/openapi.json')).json().paths as Record<string, unknown>;
  expect(paths).toHaveProperty([`${FLIGHTS}/GetPriceCalendar`]);
  expect(paths).toHaveProperty([`${HDP}/GetPriceCalendar`]);
});

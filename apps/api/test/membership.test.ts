import { membershipApi, scaleMoney, shoppingHdpApi, shoppingTransportApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tierFor } from '../src/routes/welfare/membership/member-profile';
import { createSearch as createStaySearch, daysFromToday, retrieve as retrieveStays, romeSearch } from './hdp-helpers';
import { buildTestApp } from './helper';

const PROFILE = '/api/services/app/Membership/GetMemberProfile';
const TRANSPORT = '/api/services/app/ShoppingTransportService';

let app: FastifyInstance;
let clubToken: string;
let localToken: string;
let lastFlightSearchId = '';

/** Signs in with a developer test token on a brand; returns the access token (the auth-token cookie's value). */
async function signIn(label: string, domainName: string): Promise<string> {
  const token = app.testTokens.find((entry) => entry.label === label)!.token;
  const res = await app.inject({
    method: 'POST',
    url: '/api/TokenAuth/AuthenticateExternal',
    payload: { token, domainName },
  });
  return res.json().result.authApiModel.accessToken as string;
}

const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

async function flightPage(token?: string) {
  const create = await app.inject({
    method: 'POST',
    url: `${TRANSPORT}/CreateSearch`,
    payload: {
      departure: 'GVA',
      destination: 'MAD',
      outboundDate: daysFromToday(40),
      returnDate: daysFromToday(47),
      adults: 2,
      childrenAges: [],
      productType: 'F',
      businessProfileId: 'BP-CLUB-F',
      language: 'fr',
    },
  });
  const searchId = create.json().result.searchId as string;
  lastFlightSearchId = searchId;
  const res = await app.inject({
    method: 'POST',
    url: `${TRANSPORT}/RetrieveProposals?searchId=${searchId}`,
    headers: bearer(token),
    payload: { staticData: { language: 'fr' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return shoppingTransportApi.RetrieveProposals.result.parse(res.json().result);
}

beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
  clubToken = await signIn('Club member', 'club.localhost');
  localToken = await signIn('Member - 50,000 points', 'localhost');
});
afterAll(() => app?.close());

describe('GetMemberProfile', () => {
  it("gives the signed-in member's balance, its value, tier and the brand's member discount", async () => {
    const res = await app.inject({ url: PROFILE, headers: bearer(clubToken) });
    expect(res.statusCode, res.body).toBe(200);
    expect(membershipApi.GetMemberProfile.result.parse(res.json().result)).toEqual({
      userId: 'test-club-member',
      programme: 'club',
      displayName: 'Camille Dubois',
      email: null,
      phone: null,
      pointsBalance: 12000,
      pointsLabel: 'Points Club',
      pointsValue: { amount: 24_000, currency: 'CHF' },
      tier: 'SILVER',
      memberDiscountPercent: 12,
    });
  });

  it('uses each brand’s own rate, label and discount', async () => {
    const res = await app.inject({ url: PROFILE, headers: bearer(localToken) });
    expect(res.json().result).toMatchObject({
      pointsBalance: 50000,
      pointsLabel: 'Wayfare Miles',
      pointsValue: { amount: 50_000, currency: 'EUR' },
      tier: 'GOLD',
      memberDiscountPercent: 8,
    });
  });

  it('answers 401 without a member or with a bad token', async () => {
    for (const headers of [{}, bearer('not-a-token'), bearer(`${clubToken}x`)]) {
      const res = await app.inject({ url: PROFILE, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        unAuthorizedRequest: true,
        error: { message: 'UNAUTHORIZED' },
      });
    }
  });

  it('places members in tiers by balance', () => {
    expect([0, 9_999, 10_000, 39_999, 40_000].map(tierFor)).toEqual(['CLASSIC', 'CLASSIC', 'SILVER', 'SILVER', 'GOLD']);
  });
});

describe('member prices', () => {
  it('are on the flight results of a signed-in member: the total less the brand discount, in CHF', async () => {
    const page = await flightPage(clubToken);
    for (const proposal of page.proposals) {
      expect(proposal.price.total.currency).toBe('CHF');
      expect(proposal.memberPrice).toEqual(scaleMoney(proposal.price.total, 0.88));
    }
  });

  it('are not given to a member of another brand', async () => {
    const page = await flightPage(localToken);
    expect(page.proposals.every((proposal) => proposal.memberPrice === undefined)).toBe(true);
  });

  it('are absent for visitors, and the shared results stay unchanged', async () => {
    await flightPage(clubToken);
    const page = await flightPage();
    expect(page.proposals.length).toBeGreaterThan(0);
    expect(page.proposals.every((proposal) => proposal.memberPrice === undefined)).toBe(true);
  });

  it('are on the flight detail and on stay results too', async () => {
    const first = (await flightPage(clubToken)).proposals[0]!;
    const detail = await app.inject({
      url: `${TRANSPORT}/GetTransportProposalByProposalId?proposalId=${encodeURIComponent(first.id)}&searchId=${lastFlightSearchId}`,
      headers: bearer(clubToken),
    });
    expect(detail.json().result.price).toEqual(first.price);
    expect(detail.json().result.memberPrice).toEqual(first.memberPrice);

    const searchId = await createStaySearch(app, romeSearch({ businessProfileId: 'BP-CLUB-H', language: 'fr' }));
    const staysFor = async (token: string) => {
      const res = await app.inject({
        method: 'POST',
        url: `${shoppingHdpApi.RetrieveProposals.path}?searchId=${searchId}`,
        headers: bearer(token),
        payload: { staticData: { language: 'fr' } },
      });
      return shoppingHdpApi.RetrieveProposals.result.parse(res.json().result).proposals;
    };
    const stay = (await staysFor(clubToken))[0]!;
    expect(stay.memberPrice).toEqual(scaleMoney(stay.price.total, 0.88));
    // A member of localhost signed in on club is a visitor there: no club member price.
    expect((await staysFor(localToken))[0]!.memberPrice).toBeUndefined();
    const anonymous = (await retrieveStays(app, searchId)).json().result.proposals[0];
    expect(anonymous.memberPrice).toBeUndefined();
  });
});

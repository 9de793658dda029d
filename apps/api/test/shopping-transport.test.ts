import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

const base = '/api/services/app/ShoppingTransportService';
const roundTrip = {
  departure: 'MAD',
  destination: 'FCO',
  outboundDate: '2030-05-01',
  returnDate: '2030-05-08',
  adults: 2,
  childrenAges: [],
  productType: 'F',
  businessProfileId: 'BP-WAYFARE-F',
  language: 'en',
};

interface Proposal {
  id: string;
  price: { total: { amount: number } };
  baggage: { included: string };
  carriers: { code: string }[];
  outbound: { stops: number; durationMinutes: number; departure: { airport: string; time: string } };
  inbound: { stops: number; durationMinutes: number; departure: { airport: string } } | null;
}

let app: FastifyInstance;
let searchId: string;

async function createSearch(target: FastifyInstance, body: Record<string, unknown> = roundTrip) {
  const res = await target.inject({ method: 'POST', url: `${base}/CreateSearch`, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.searchId as string;
}

async function retrieve(body: Record<string, unknown> = {}, id = searchId, target = app) {
  return target.inject({
    method: 'POST',
    url: `${base}/RetrieveProposals?searchId=${id}`,
    payload: { staticData: { language: 'en' }, ...body },
  });
}

async function result(body: Record<string, unknown> = {}) {
  const res = await retrieve(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as {
    proposals: Proposal[];
    totalCount: number;
    page: { pageNumber: number; pageSize: number; totalPages: number };
    filtersMetadata: Record<string, unknown>;
  };
}

beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
  searchId = await createSearch(app);
});
afterAll(() => app?.close());

describe('flight search: happy path, volume and determinism', () => {
  it('gives a busy round trip (MAD-FCO, 2 adults) at least 1,000 proposals, 20 per page', async () => {
    const { proposals, totalCount, page } = await result();
    expect(totalCount).toBeGreaterThanOrEqual(1000);
    expect(proposals).toHaveLength(20);
    expect(page).toEqual({ pageNumber: 1, pageSize: 20, totalPages: Math.ceil(totalCount / 20) });
    const first = proposals[0]!;
    expect(first.outbound.departure.airport).toBe('MAD');
    expect(first.inbound?.departure.airport).toBe('FCO');
    // Local time with the Madrid summer offset.
    expect(first.outbound.departure.time).toMatch(/^2030-05-01T\d\d:\d\d:00\+02:00$/);
  });

  it('gives identical proposals for the same query on another app instance', async () => {
    const other = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
    try {
      const otherId = await createSearch(other);
      expect(otherId).not.toBe(searchId);
      const body = { sort: { value: 'PRICE', ascending: true }, page: { pageNumber: 3, pageSize: 20 } };
      const mine = (await retrieve(body)).json().result;
      const theirs = (await retrieve(body, otherId, other)).json().result;
      expect(theirs.proposals).toEqual(mine.proposals);
      expect(theirs.filtersMetadata).toEqual(mine.filtersMetadata);
    } finally {
      await other.close();
    }
  });

  it('prices children by age and totals adults plus children', async () => {
    const id = await createSearch(app, { ...roundTrip, returnDate: undefined, adults: 1, childrenAges: [1, 7] });
    const res = await retrieve({}, id);
    const proposal = res.json().result.proposals[0];
    const [adult, ...children] = proposal.price.perTraveller;
    expect(adult).toMatchObject({ type: 'ADULT', count: 1 });
    expect(children.map((c: { type: string }) => c.type)).toEqual(['CHILD', 'CHILD']);
    const sum = proposal.price.perTraveller.reduce(
      (total: number, p: { count: number; amount: { amount: number } }) => total + p.count * p.amount.amount,
      0,
    );
    expect(proposal.price.total.amount).toBeCloseTo(sum, 2);
    expect(proposal.inbound).toBeNull();
  });

  it('returns one proposal by id with fare rules and its search id', async () => {
    const { proposals } = await result();
    const res = await app.inject(`${base}/GetTransportProposalByProposalId?proposalId=${proposals[0]!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().result;
    expect(detail.id).toBe(proposals[0]!.id);
    expect(detail.searchId).toBe(searchId);
    expect(detail.fareRules).toHaveProperty('refundable');
    expect(detail.price).toEqual(proposals[0]!.price);
  });
});

describe('flight search: facets', () => {
  type Meta = Record<string, { value: string | number; count: number }[]>;
  const single = (facet: string, value: unknown) => ({ facets: { [facet]: [value] } });

  it.each([
    'outboundStops',
    'inboundStops',
    'baggageIncluded',
    'inclusiveProviders',
    'outboundDepartureLocations',
    'outboundArrivalLocations',
    'inboundDepartureLocations',
    'inboundArrivalLocations',
  ])('%s narrows the results to the count its metadata gives', async (facet) => {
    const all = await result();
    const values = (all.filtersMetadata as Meta)[facet]!;
    expect(values.length).toBeGreaterThan(0);
    for (const { value, count } of values) {
      const narrowed = await result(single(facet, value));
      expect(narrowed.totalCount, `${facet}=${value}`).toBe(count);
      expect(count).toBeLessThanOrEqual(all.totalCount);
    }
    if (facet === 'inclusiveProviders') expect(values.length).toBeGreaterThan(1);
  });

  it('keeps only direct flights when both stops are 0 (spec §5 direct-only)', async () => {
    const { proposals, totalCount } = await result({ facets: { outboundStops: [0], inboundStops: [0] } });
    expect(totalCount).toBeGreaterThan(0);
    for (const p of proposals) expect([p.outbound.stops, p.inbound!.stops]).toEqual([0, 0]);
  });

  it('filters by price range, and honours the free-flight ceiling with the forced PRICE sort', async () => {
    const meta = (await result()).filtersMetadata as { price: { min: number; max: number } };
    const ceiling = Math.round((meta.price.min + meta.price.max) / 2);
    const all = await result({ facets: { price: { max: ceiling } }, sort: { value: 'PRICE', ascending: true } });
    expect(all.totalCount).toBeGreaterThan(0);
    const full = await result();
    expect(all.totalCount).toBeLessThan(full.totalCount);
    const amounts = all.proposals.map((p) => p.price.total.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const lastPage = await result({
      facets: { price: { max: ceiling } },
      sort: { value: 'PRICE', ascending: true },
      page: { pageNumber: all.page.totalPages, pageSize: 20 },
    });
    for (const p of lastPage.proposals) expect(p.price.total.amount).toBeLessThanOrEqual(ceiling);
  });

  it('filters by departure time, connection time and trip duration ranges', async () => {
    const morning = await result({
      facets: { outboundDepartureTime: { from: 360, to: 720 } },
      page: { pageNumber: 1, pageSize: 100 },
    });
    for (const p of morning.proposals) {
      const [hours, minutes] = p.outbound.departure.time.slice(11, 16).split(':').map(Number);
      expect(hours! * 60 + minutes!).toBeGreaterThanOrEqual(360);
      expect(hours! * 60 + minutes!).toBeLessThanOrEqual(720);
    }
    const full = await result();
    expect(morning.totalCount).toBeLessThan(full.totalCount);
    const noLayover = await result({ facets: { connectionTime: { min: 0, max: 0 } } });
    const direct = await result({ facets: { outboundStops: [0], inboundStops: [0] } });
    expect(noLayover.totalCount).toBe(direct.totalCount);
    const short = await result({
      facets: { tripDuration: { min: 0, max: 180 } },
      page: { pageNumber: 1, pageSize: 100 },
    });
    expect(short.totalCount).toBeGreaterThan(0);
    for (const p of short.proposals)
      expect(Math.max(p.outbound.durationMinutes, p.inbound!.durationMinutes)).toBeLessThanOrEqual(180);
  });

  it('accepts transportType ONLY_FLIGHT without narrowing', async () => {
    const full = await result();
    const only = await result({ facets: { transportType: 'ONLY_FLIGHT' } });
    expect(only.totalCount).toBe(full.totalCount);
  });

  it('answers NO_CONTENT (404) when nothing matches', async () => {
    const res = await retrieve({ facets: { price: { max: 1 } } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('NO_CONTENT');
  });
});

describe('flight search: sorting and paging', () => {
  const key: Record<string, (p: Proposal) => number> = {
    PRICE: (p) => p.price.total.amount,
    DURATION: (p) => p.outbound.durationMinutes + (p.inbound?.durationMinutes ?? 0),
    DEPARTURE: (p) => Date.parse(p.outbound.departure.time),
  };

  it.each(['PRICE', 'DURATION', 'DEPARTURE'])('sorts by %s both ways', async (value) => {
    for (const ascending of [true, false]) {
      const { proposals } = await result({ sort: { value, ascending }, page: { pageNumber: 1, pageSize: 100 } });
      const values = proposals.map(key[value]!);
      const sorted = [...values].sort((a, b) => (ascending ? a - b : b - a));
      expect(values).toEqual(sorted);
    }
  });

  it('sorts RECOMMENDED by default, and descending reverses it', async () => {
    const byDefault = await result();
    const explicit = await result({ sort: { value: 'RECOMMENDED', ascending: true } });
    expect(byDefault.proposals.map((p) => p.id)).toEqual(explicit.proposals.map((p) => p.id));
    const last = await result({
      sort: { value: 'RECOMMENDED', ascending: false },
      page: { pageNumber: byDefault.page.totalPages, pageSize: 20 },
    });
    const firstIds = byDefault.proposals.map((p) => p.id);
    const tail = last.proposals.map((p) => p.id).reverse();
    expect(tail).toEqual(firstIds.slice(0, tail.length));
    // A recommended first page is neither the slowest nor the dearest.
    const price = await result({ sort: { value: 'PRICE', ascending: false } });
    expect(byDefault.proposals[0]!.price.total.amount).toBeLessThan(price.proposals[0]!.price.total.amount);
  });

  it('pages through without overlap; the last page is short', async () => {
    const page1 = await result({ facets: { outboundStops: [0], inboundStops: [0] } });
    const page2 = await result({
      facets: { outboundStops: [0], inboundStops: [0] },
      page: { pageNumber: 2, pageSize: 20 },
    });
    const ids1 = new Set(page1.proposals.map((p) => p.id));
    expect(page2.proposals.some((p) => ids1.has(p.id))).toBe(false);
    const lastNumber = page1.page.totalPages;
    const last = await result({
      facets: { outboundStops: [0], inboundStops: [0] },
      page: { pageNumber: lastNumber, pageSize: 20 },
    });
    expect(last.proposals.length).toBe(page1.totalCount - (lastNumber - 1) * 20);
    expect(last.proposals.length).toBeLessThanOrEqual(20);
  });
});

describe('flight search: errors', () => {
  it('answers GENERIC_ERROR (202, success false) until the supplier latency has passed', async () => {
    const slow = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '60000' } });
    try {
      const id = await createSearch(slow);
      const res = await retrieve({}, id, slow);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({ success: false, error: { message: 'GENERIC_ERROR' } });
    } finally {
      await slow.close();
    }
  });

  it('answers 404 with a reason for an unknown search id', async () => {
    const res = await retrieve({}, 'no-such-search');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.details).toMatch(/unknown or has expired/);
  });

  it('answers 404 for unknown or malformed proposal ids', async () => {
    for (const id of ['nonsense', 'MAD.FCO.20300501.20300508.2.x~XX1~YY2~0', 'MAD.FCO.20990101.x.1.x~AZ1~x~0']) {
      const res = await app.inject(`${base}/GetTransportProposalByProposalId?proposalId=${id}`);
      expect(res.statusCode, id).toBe(404);
    }
  });

  it('answers NO_CONTENT for a search between unknown places', async () => {
    const id = await createSearch(app, { ...roundTrip, departure: 'QQQ' });
    const res = await retrieve({}, id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('NO_CONTENT');
  });

  it.each([
    [{ ...roundTrip, departure: 'madrid' }, 'departure'],
    [{ ...roundTrip, destination: 'MAD' }, 'destination'],
    [{ ...roundTrip, returnDate: '2030-04-01' }, 'returnDate'],
    [{ ...roundTrip, adults: 0 }, 'adults'],
    [{ ...roundTrip, childrenAges: [18] }, 'childrenAges.0'],
    [{ ...roundTrip, outboundDate: '2030-02-30' }, 'outboundDate'],
    [{ ...roundTrip, outboundDate: '2020-01-01', returnDate: '2020-01-08' }, 'outboundDate'],
  ])('rejects a bad CreateSearch body with 400 naming the field (%#)', async (body, field) => {
    const res = await app.inject({ method: 'POST', url: `${base}/CreateSearch`, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it.each([
    [{ sort: { value: 'CHEAPEST', ascending: true } }, 'sort.value'],
    [{ page: { pageNumber: 0 } }, 'page.pageNumber'],
    [{ facets: { outboundStops: ['direct'] } }, 'facets.outboundStops.0'],
    [{ facets: { colour: ['red'] } }, 'facets.colour'],
  ])('rejects a bad RetrieveProposals body with 400 naming the field (%#)', async (body, field) => {
    const res = await retrieve(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors.map((e: { field: string }) => e.field)).toContain(field);
  });
});

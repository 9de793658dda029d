// The multi-instance journeys (issue 17), run by scripts/test-multi-instance.mjs with `node --test`:
// every call goes through nginx (round robin, no stickiness) to two API instances over PostgreSQL and Redis.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { BOOKING, checkout, createFlightSearch, days, sleep } from './journey-steps.mjs';
import { startCluster } from './multi-instance-cluster.mjs';

const RATE_LIMIT_MAX = 60;

let cluster;
before(async () => {
  cluster = await startCluster({
    adminUrl: process.env.TEST_DATABASE_URL,
    env: { RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) },
  });
});
after(async () => {
  await cluster?.stop();
});

/**
 * A visitor: calls through the balancer from its own client address (X-Forwarded-For, which the instances
 * trust from nginx), retrying GENERIC_ERROR like the web client (spec §8). Records which instance answered.
 */
function visitor(address) {
  const upstreams = new Set();
  const served = { last: null };
  async function call(method, path, body, { base = cluster.balancer, headers = {}, retry = true } = {}) {
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { 'x-forwarded-for': address, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const upstream = res.headers.get('x-upstream');
      if (upstream) {
        upstreams.add(upstream);
        served.last = upstream;
      }
      const json = await res.json().catch(() => null);
      // Not ready yet answers 202 (issue 15: polling without error statuses); 503 is a database away.
      const notReady = res.status === 202 || res.status === 503;
      if (retry && notReady && json?.error?.message === 'GENERIC_ERROR' && attempt < 10) {
        await sleep(250);
        continue;
      }
      return { status: res.status, json, upstream };
    }
  }
  async function ok(method, path, body, options) {
    const res = await call(method, path, body, options);
    assert.equal(res.status, 200, `${method} ${path}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.result;
  }
  return { call, ok, upstreams, served };
}

/** Index of the instance that answered the visitor's last call. */
const instanceOf = (user) => cluster.instances.findIndex((base) => base.endsWith(`:${user.served.last.split(':')[1]}`));

/** Waits until nginx sends requests to both instances again (it rests a failed one for fail_timeout). */
async function balanced() {
  const probe = visitor('198.51.100.99');
  for (let attempt = 0; attempt < 100 && probe.upstreams.size < 2; attempt++) {
    await probe.call('GET', '/api/health', undefined, { retry: false });
    await sleep(100);
  }
  assert.equal(probe.upstreams.size, 2, 'both instances are back behind the balancer');
}

/** One purchase to the order through the visitor's calls; `between` runs after the cart exists. */
function purchase(user, productType, businessProfileId, selection, between) {
  return checkout(user.ok, { productType, businessProfileId, selection, between });
}

async function flightProposal(user, between = async () => {}) {
  const searchId = await createFlightSearch(user.ok);
  await between();
  const page = await user.ok('POST', `${BOOKING}/ShoppingTransportService/RetrieveProposals?searchId=${searchId}`, {
    staticData: { language: 'en' },
  });
  assert.ok(page.proposals.length > 0);
  // A second page too: on two instances, each answers from the signed search id.
  await user.ok('POST', `${BOOKING}/ShoppingTransportService/RetrieveProposals?searchId=${searchId}`, {
    staticData: { language: 'en' },
    page: { pageNumber: 2, pageSize: 20 },
  });
  const proposalId = page.proposals[0].id;
  const detail = await user.ok(
    'GET',
    `${BOOKING}/ShoppingTransportService/GetTransportProposalByProposalId?proposalId=${encodeURIComponent(proposalId)}`,
  );
  assert.equal(detail.id, proposalId);
  return proposalId;
}

const HDP = `${BOOKING}/ShoppingHDPService`;

/** Search → proposals → pricing (→ the package's flight changed) → selection; `steps` run between calls. */
async function staySelection(user, productType, steps = {}) {
  const created = await user.ok('POST', `${HDP}/CreateSearch`, {
    destination: 'ROM',
    checkIn: days(60),
    checkOut: days(64),
    adults: 2,
    childrenAges: [],
    productType,
    ...(productType === 'DP' ? { departure: 'MAD' } : {}),
    businessProfileId: `BP-WAYFARE-${productType}`,
    language: 'en',
  });
  const searchId = created.id.value;
  const page = await user.ok('POST', `${HDP}/RetrieveProposals?searchId=${searchId}`, {
    staticData: { language: 'en' },
  });
  const { pricingId } = await user.ok('POST', `${HDP}/CreatePricing`, {
    searchId,
    proposalId: page.proposals[0].id,
    language: 'en',
  });
  await (steps.afterPricing ?? (async () => {}))();
  let pricing = await user.ok('GET', `${HDP}/RetrievePricing?pricingId=${pricingId}`);
  if (productType === 'DP') {
    const alternatives = await user.ok('POST', `${HDP}/GetAlternativeTransports?pricingId=${pricingId}`, {
      page: { pageNumber: 1, pageSize: 5 },
    });
    const flightId = alternatives.proposals[0].id;
    await user.ok('PUT', `${HDP}/UpdateTransport?pricingId=${pricingId}`, { transportProposalId: flightId });
    // Read back several times: whichever instance answers sees the changed flight (it lives in PostgreSQL).
    for (let read = 0; read < 4; read++) {
      pricing = await user.ok('GET', `${HDP}/RetrievePricing?pricingId=${pricingId}`);
      assert.equal(pricing.transport.id, flightId);
    }
  }
  const room = pricing.rooms[0];
  const selection = await user.ok('POST', `${HDP}/CreateSelection`, {
    pricingId,
    roomId: room.roomId,
    rateId: room.rates[0].rateId,
  });
  return selection.selectionId;
}

describe('purchase journeys through the balancer', () => {
  it('flight (F): search, results, proposal, cart, checkout, confirmation on both instances', async () => {
    const user = visitor('198.51.100.1');
    const proposalId = await flightProposal(user);
    await purchase(user, 'F', 'BP-WAYFARE-F', { kind: 'TRANSPORT', proposalId });
    assert.equal(user.upstreams.size, 2, `served by ${[...user.upstreams]}`);
  });

  it('stay (H): search, pricing, selection, cart, checkout, confirmation on both instances', async () => {
    const user = visitor('198.51.100.2');
    const selectionId = await staySelection(user, 'H');
    await purchase(user, 'H', 'BP-WAYFARE-H', { kind: 'SELECTION', selectionId });
    assert.equal(user.upstreams.size, 2, `served by ${[...user.upstreams]}`);
  });

  it('package (DP): the flight changed by UpdateTransport holds on every instance, to confirmation', async () => {
    const user = visitor('198.51.100.3');
    const selectionId = await staySelection(user, 'DP');
    await purchase(user, 'DP', 'BP-WAYFARE-DP', { kind: 'SELECTION', selectionId });
  });
});

describe('instances going away', () => {
  it('a search goes on after the instance that made it is killed', async () => {
    const user = visitor('198.51.100.4');
    let killed;
    // The instance that answered CreateSearch dies before the first results are asked for.
    const proposalId = await flightProposal(user, () => cluster.killInstance((killed = instanceOf(user))));
    await purchase(user, 'F', 'BP-WAYFARE-F', { kind: 'TRANSPORT', proposalId });
    await cluster.startInstance(killed);
  });

  it('a checkout goes on after an instance is killed in the middle of it', async () => {
    const user = visitor('198.51.100.5');
    const selectionId = await staySelection(user, 'H');
    let killed;
    // The instance that answered the last checkout call dies before the travellers are added.
    await purchase(user, 'H', 'BP-WAYFARE-H', { kind: 'SELECTION', selectionId }, () =>
      cluster.killInstance((killed = instanceOf(user))),
    );
    await cluster.startInstance(killed);
  });

  it('a hotel checkout survives a restart of the only instance', async () => {
    const user = visitor('198.51.100.6');
    await cluster.killInstance(1);
    const selectionId = await staySelection(user, 'H', {
      afterPricing: async () => {
        // The only instance restarts: nothing of the journey was in its memory.
        await cluster.killInstance(0);
        await cluster.startInstance(0);
      },
    });
    await purchase(user, 'H', 'BP-WAYFARE-H', { kind: 'SELECTION', selectionId });
    await cluster.startInstance(1);
  });
});

describe('shared state', () => {
  it('a brand-config invalidation is seen by both instances', async () => {
    const user = visitor('198.51.100.7');
    const path = '/api/content/brand-configurations/localhost?populate[0]=brandDetails';
    const nameOn = async (base) => {
      // GetConfig answers Strapi's shape ({ data, meta }), not the booking envelope.
      const res = await user.call('GET', path, undefined, { base });
      assert.equal(res.status, 200);
      return res.json.data.attributes.brandDetails.brandName;
    };
    const before = await Promise.all(cluster.instances.map(nameOn));
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    await db.query(
      `update brand_configurations set attributes = jsonb_set(attributes, '{brandDetails,brandName}', '"Renamed for every instance"') where domain = 'localhost'`,
    );
    await db.end();
    assert.deepEqual(await Promise.all(cluster.instances.map(nameOn)), before, 'cached until invalidated');
    const refused = await user.call('DELETE', '/api/content/brand-configurations/localhost');
    assert.equal(refused.status, 403, 'through a proxy the developer key is required');
    await user.ok('DELETE', '/api/content/brand-configurations/localhost', undefined, {
      headers: { 'x-dev-key': cluster.devKey },
    });
    for (const base of cluster.instances) {
      let name = await nameOn(base);
      for (let wait = 0; name !== 'Renamed for every instance' && wait < 40; wait++) {
        await sleep(50);
        name = await nameOn(base);
      }
      assert.equal(name, 'Renamed for every instance', `instance ${base}`);
    }
  });

  it('the rate limit counts a client once across instances', async () => {
    await balanced();
    const user = visitor('198.51.100.250');
    const statuses = [];
    for (let index = 0; index < RATE_LIMIT_MAX + 10; index++) {
      statuses.push((await user.call('GET', '/api/health', undefined, { retry: false })).status);
    }
    assert.equal(user.upstreams.size, 2, 'both instances answered');
    assert.equal(statuses.filter((status) => status === 200).length, RATE_LIMIT_MAX);
    assert.ok(
      statuses.slice(RATE_LIMIT_MAX).every((status) => status === 429),
      statuses.join(','),
    );
    // Another visitor behind the same balancer has a limit of its own.
    assert.equal((await visitor('198.51.100.251').call('GET', '/api/health')).status, 200);
  });
});

// Issue 15: PostgreSQL restarts (pg_ctl restart -m fast) under checkout load, through nginx to two API instances.
// Run by scripts/test-multi-instance.mjs with `node --test`. The cluster gets a PostgreSQL server of its own
// (scripts/own-postgres.mjs): restarting the shared TEST_DATABASE_URL server would break the other tests.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import pg from 'pg';
import { BOOKING, checkout, createFlightSearch, sleep } from './journey-steps.mjs';
import { startCluster } from './multi-instance-cluster.mjs';
import { ownPostgresMissing, startOwnPostgres } from './own-postgres.mjs';

const VISITORS = 8;

const missing = ownPostgresMissing();
let database;
let cluster;
before(async () => {
  if (missing.length > 0) return;
  database = await startOwnPostgres();
  cluster = await startCluster({ adminUrl: database.adminUrl });
});
after(async () => {
  await cluster?.stop();
  await database?.stop();
});

/** Every answer seen, for the envelope checks: status and error message. */
const answers = [];

/** A call through the balancer; a 503 (the database away) is recorded and tried again, as a client would. */
async function call(address, method, path, body) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${cluster.balancer}${path}`, {
      method,
      headers: { 'x-forwarded-for': address, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = await res.json().catch(() => null);
    answers.push({ status: res.status, path, json });
    // 202: a search not ready yet (issue 15 polling); 503: the database is away.
    if ((res.status === 503 || res.status === 202) && attempt < 120) {
      await sleep(250);
      continue;
    }
    assert.equal(res.status, 200, `${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.result;
  }
}

async function flightProposal() {
  const ok = (method, path, body) => call('198.51.100.30', method, path, body);
  const searchId = await createFlightSearch(ok);
  const page = await ok('POST', `${BOOKING}/ShoppingTransportService/RetrieveProposals?searchId=${searchId}`, {
    staticData: { language: 'en' },
  });
  return page.proposals[0].id;
}

/** One checkout to the order; the cart id and order number are kept for the count in the database. */
async function bookFlight(address, proposalId, carts, orders) {
  const order = await checkout((method, path, body) => call(address, method, path, body), {
    productType: 'F',
    businessProfileId: 'BP-WAYFARE-F',
    selection: { kind: 'TRANSPORT', proposalId },
    onCart: (cartId) => carts.push(cartId),
  });
  orders.push(order.orderNumber);
}

it(
  'a PostgreSQL restart under checkout load: the API stays up, answers 503 in the envelope, loses nothing',
  { skip: missing.length > 0 && `missing ${missing.join('; ')}` },
  async () => {
    const proposalId = await flightProposal();
    const carts = [];
    const orders = [];
    let restarted = false;
    const afterRestart = new Map();
    // Each visitor books again and again until it has booked twice after the restart.
    const load = Array.from({ length: VISITORS }, async (_, index) => {
      const address = `198.51.100.${40 + index}`;
      while (!restarted || (afterRestart.get(index) ?? 0) < 2) {
        const startedAfter = restarted;
        await bookFlight(address, proposalId, carts, orders);
        if (startedAfter) afterRestart.set(index, (afterRestart.get(index) ?? 0) + 1);
      }
    });
    // Readiness as a balancer sees it, on each instance directly, while the database goes away and comes back.
    const health = [];
    let probing = true;
    const probes = cluster.instances.map(async (base) => {
      while (probing) {
        const res = await fetch(`${base}/api/health`);
        health.push({ status: res.status, json: await res.json().catch(() => null) });
        await sleep(50);
      }
    });
    await sleep(1_500);
    await database.restart();
    restarted = true;
    await Promise.all(load);
    probing = false;
    await Promise.all(probes);

    // Requests during the restart got a clear 503 in the envelope; nothing else failed (no 500, no 502 from nginx).
    const unavailable = [...answers, ...health].filter((answer) => answer.status === 503);
    assert.ok(unavailable.length > 0, 'the restart was felt: some answers were 503');
    for (const answer of unavailable) {
      assert.equal(answer.json?.success, false, JSON.stringify(answer.json));
      assert.equal(answer.json?.error?.message, 'GENERIC_ERROR');
    }
    const others = answers.filter((answer) => ![200, 202, 503].includes(answer.status));
    assert.deepEqual(
      others.map((answer) => `${answer.status} ${answer.path}`),
      [],
    );
    // Both instances are still up (no supervisor here: a process that exited would stay down) and ready again.
    for (const base of cluster.instances) assert.equal((await fetch(`${base}/api/health`)).status, 200, base);

    // Nothing lost: every cart created and every order confirmed is in the database, each order once.
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      const savedCarts = await db.query('select id, status from carts where id = any($1)', [carts]);
      assert.equal(savedCarts.rowCount, new Set(carts).size);
      assert.ok(
        savedCarts.rows.every((row) => row.status === 'CONFIRMED'),
        'every cart reached its order',
      );
      const savedOrders = await db.query('select order_number from orders where order_number = any($1)', [orders]);
      assert.equal(savedOrders.rowCount, new Set(orders).size);
      assert.equal(new Set(orders).size, orders.length, 'one order per cart');
    } finally {
      await db.end();
    }
    console.log(`database restart: ${orders.length} orders, ${unavailable.length} answers 503 during the restart`);
  },
);

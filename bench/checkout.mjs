// Issue 15 item 12: 200 concurrent flight checkouts (CreateCart → AddContactToCart → AddTravellerToCart →
// CartFinalize → ConfirmCart) against an API on the embedded database and, when TEST_DATABASE_URL or
// DATABASE_URL is set, on PostgreSQL. Reports p50/p99 per call and CreateCart's p99 over the other calls' p99.
// Standalone: `node bench/checkout.mjs [--checkouts=200]`; in `npm run bench` as `--only=checkout`.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ROOT } from '../scripts/web-build.mjs';
import { freePort, startProduct } from './servers.mjs';

const FLIGHTS = '/api/services/app/ShoppingTransportService';
const CART = '/api/services/app/CartApiService';
const CALLS = ['CreateCart', 'AddContactToCart', 'AddTravellerToCart', 'CartFinalize', 'ConfirmCart'];
/** The bar of issue 15: CreateCart's p99 within 3× the other cart calls' p99 in the same run. */
export const CREATE_CART_RATIO_LIMIT = 3;

// A short route and the longest one (CDG-BKK generated the most itineraries): each checkout books one of these.
const ROUTES = [
  ['MAD', 'FCO'],
  ['CDG', 'BKK'],
  ['FCO', 'LHR'],
  ['BCN', 'CDG'],
];

const day = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Nearest-rank percentile of a list of milliseconds. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function post(origin, url, body) {
  const started = performance.now();
  const response = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

/** The proposal ids of one ready flight search (polls while the search answers GENERIC_ERROR). */
async function proposalsOf(origin, [departure, destination]) {
  const search = await post(origin, `${FLIGHTS}/CreateSearch`, {
    departure,
    destination,
    outboundDate: day(50),
    returnDate: day(57),
    adults: 2,
    childrenAges: [],
    productType: 'F',
    businessProfileId: 'BP-WAYFARE-F',
    language: 'en',
  });
  const { searchId } = JSON.parse(search.text).result;
  for (let attempt = 0; attempt < 200; attempt++) {
    const page = await post(origin, `${FLIGHTS}/RetrieveProposals?searchId=${encodeURIComponent(searchId)}`, {
      staticData: { language: 'en' },
      sort: { value: 'RECOMMENDED', ascending: true },
      page: { pageNumber: 1, pageSize: 20 },
    });
    if (page.status === 200) return JSON.parse(page.text).result.proposals.map((proposal) => proposal.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The ${departure}-${destination} search never became ready`);
}

const travellers = ['Anna', 'Marco'].map((firstName, index) => ({
  type: 'ADULT',
  firstName,
  lastName: 'Rossi',
  gender: index === 0 ? 'FEMALE' : 'MALE',
  birthDate: `198${index}-04-02`,
  document: { type: 'PASSPORT', number: `YA12345${index}`, issuingCountry: 'IT', expiryDate: day(3650) },
}));

/** One checkout; its timings per call, or the first failure. */
async function checkout(origin, proposalId, timings) {
  const created = await post(origin, `${CART}/CreateCart`, {
    domainName: 'localhost',
    productType: 'F',
    businessProfileId: 'BP-WAYFARE-F',
    language: 'en',
    selection: { kind: 'TRANSPORT', proposalId },
  });
  if (created.status !== 200) throw new Error(`CreateCart ${created.status}: ${created.text.slice(0, 200)}`);
  timings.CreateCart.push(created.ms);
  const { cartId, requestUuid } = JSON.parse(created.text).result;
  const query = `?${new URLSearchParams({ cartId, requestUuid })}`;
  const steps = [
    [
      'AddContactToCart',
      {
        firstName: 'Anna',
        lastName: 'Rossi',
        email: 'anna@example.com',
        phone: { countryCode: '+39', number: '3331234567' },
      },
    ],
    ['AddTravellerToCart', { travellers }],
    ['CartFinalize', { payment: { methods: ['CARD'] }, acceptTerms: true, returnPath: '/checkout?checkoutStep=5' }],
    ['ConfirmCart', undefined],
  ];
  for (const [name, body] of steps) {
    const answer = await post(origin, `${CART}/${name}${query}`, body);
    if (answer.status !== 200) throw new Error(`${name} ${answer.status}: ${answer.text.slice(0, 200)}`);
    timings[name].push(answer.ms);
  }
}

/** 200 concurrent checkouts against one running API: p50/p99 per call and the CreateCart ratio. */
export async function runCheckouts(origin, checkouts) {
  const proposals = [];
  for (const route of ROUTES) proposals.push(...(await proposalsOf(origin, route)));
  const timings = Object.fromEntries(CALLS.map((name) => [name, []]));
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    Array.from({ length: checkouts }, (_, index) => checkout(origin, proposals[index % proposals.length], timings)),
  );
  const wallMs = performance.now() - started;
  const failures = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => String(outcome.reason));
  const calls = Object.fromEntries(
    CALLS.map((name) => [name, { p50: percentile(timings[name], 50), p99: percentile(timings[name], 99) }]),
  );
  const othersP99 = percentile(
    CALLS.slice(1).flatMap((name) => timings[name]),
    99,
  );
  const ratio = calls.CreateCart.p99 / othersP99;
  return {
    checkouts,
    completed: checkouts - failures.length,
    failures: failures.slice(0, 5),
    wallMs,
    calls,
    othersP99,
    ratio,
    pass: failures.length === 0 && ratio <= CREATE_CART_RATIO_LIMIT,
  };
}

async function withDatabase(adminUrl, use) {
  const name = `wayfare_bench_checkout_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  }
}

async function onProduct(databaseUrl, checkouts, log, label) {
  const port = await freePort();
  log(`Checkout bench (${label}): starting the API on port ${port}…`);
  const product = await startProduct(port, path.join(ROOT, `bench/.out/checkout-${label}.log`), { databaseUrl });
  try {
    log(`Checkout bench (${label}): ${checkouts} concurrent checkouts…`);
    return await runCheckouts(`http://127.0.0.1:${port}`, checkouts);
  } finally {
    await product.stop();
  }
}

/** Both databases when PostgreSQL is configured; the embedded one alone otherwise. */
export async function measureCheckouts({ checkouts = 200, adminUrl, log = console.log }) {
  const results = { embedded: await onProduct(undefined, checkouts, log, 'embedded') };
  if (adminUrl) results.postgres = await withDatabase(adminUrl, (url) => onProduct(url, checkouts, log, 'postgres'));
  else log('Checkout bench: no TEST_DATABASE_URL or DATABASE_URL, PostgreSQL skipped');
  return results;
}

const ms = (value) => `${Math.round(value)} ms`.padStart(9);

/** The table `npm run bench` prints. */
export function printCheckouts(results) {
  for (const [database, run] of Object.entries(results)) {
    console.log(
      `\n200 concurrent checkouts, ${database}: ${run.completed}/${run.checkouts} completed in ${ms(run.wallMs).trim()}`,
    );
    for (const [name, { p50, p99 }] of Object.entries(run.calls)) {
      console.log(`  ${name.padEnd(20)} p50 ${ms(p50)}  p99 ${ms(p99)}`);
    }
    console.log(
      `  CreateCart p99 / other calls' p99 (${Math.round(run.othersP99)} ms): ${run.ratio.toFixed(2)} ` +
        `(bar ≤ ${CREATE_CART_RATIO_LIMIT}) ${run.pass ? 'PASS' : 'FAIL'}`,
    );
    for (const failure of run.failures) console.log(`  failed: ${failure}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const flag = process.argv.find((arg) => arg.startsWith('--checkouts='));
  const results = await measureCheckouts({
    checkouts: flag ? Math.max(1, Number(flag.split('=')[1])) : 200,
    adminUrl: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
  });
  printCheckouts(results);
}

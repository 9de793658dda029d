/** The API part of the bench (design.md "Quality bars", issue 4): shopping under load, then memory over many searches. */
import { calendarLoad } from './calendar.mjs';
import { loadTest } from './load.mjs';
import { apiRatios } from './stats.mjs';
import { findServerPid, listProcesses, measureMemory } from './memory.mjs';
import {
  createSearch,
  flightSearchBody,
  retrieveBody,
  retrievePath,
  retrieveWhenReady,
  staySearchBody,
} from './shopping.mjs';

/** issue 4: a busy route (MAD–FCO round trip, 2 adults, ~6 weeks ahead) gives 1,000+ proposals; one facet on. */
export const FLIGHT_CASE = {
  body: () => flightSearchBody({ departure: 'MAD', destination: 'FCO', daysAhead: 42, nights: 7 }),
  facets: { outboundStops: [0] },
  minProposals: 1000,
};

/** issue 4: Rome gives 300+ stays; one facet on. */
export const STAY_CASE = {
  body: () => staySearchBody({ destination: 'ROM', daysAhead: 42, nights: 4 }),
  facets: { 'free-cancellation': true },
  minProposals: 300,
};

/** Every page load asks for the brand's feature flags (spec §4 startup): a cheap route, for comparison. */
const FLAGS_TARGET = {
  method: 'POST',
  path: '/api/services/app/FeatureToogle/FlagProviderList',
  body: JSON.stringify({ domainName: 'localhost' }),
};

/**
 * One ready search, its totals (all and faceted) checked, then RetrieveProposals of it under load: `connections` for
 * throughput and, when `latencyConnections` is given, a second run with that many for latency.
 */
async function shoppingLoad({ origin, kind, testCase, connections, durationSeconds, latencyConnections }) {
  const searchId = await createSearch(origin, kind, testCase.body());
  const all = await retrieveWhenReady(origin, kind, searchId);
  const faceted = await retrieveWhenReady(origin, kind, searchId, testCase.facets);
  for (const { status, envelope } of [all, faceted])
    if (status !== 200) throw new Error(`${kind} RetrieveProposals: HTTP ${status} ${JSON.stringify(envelope.error)}`);
  const totalCount = all.envelope.result.totalCount;
  if (totalCount < testCase.minProposals)
    throw new Error(`${kind} search gave ${totalCount} proposals, fewer than the ${testCase.minProposals} benched`);
  const target = {
    method: 'POST',
    path: retrievePath(kind, searchId),
    body: JSON.stringify(retrieveBody(testCase.facets)),
  };
  const described = (load) => ({
    ...load,
    route: `POST ${retrievePath(kind, '…').split('?')[0]}`,
    facets: testCase.facets,
    totalCount,
    facetedCount: faceted.envelope.result.totalCount,
  });
  const throughput = described(await loadTest({ origin, target, connections, durationSeconds }));
  if (!latencyConnections) return { throughput };
  const latency = described(await loadTest({ origin, target, connections: latencyConnections, durationSeconds }));
  return { throughput, latency };
}

/**
 * Latency is measured apart from throughput: with 50 connections kept busy, each request waits behind ~49 others
 * (p50 ≈ 50 / req/s by Little's law), so p99 there measures the queue, not a request. 10 connections is still
 * ~5× the 2 cores, so the server stays saturated while the figure reflects the request itself.
 */
export const LATENCY_CONNECTIONS = 10;

/** `rootPid`: the process group the product runs in (servers.mjs), to find the server's own RSS. */
export async function measureApi({ origin, rootPid, durationSeconds, connections = 50, searches = 1000, log }) {
  const common = { origin, connections, durationSeconds };
  log(`  flights RetrieveProposals (MAD–FCO, 1 facet), ${durationSeconds} s…`);
  log(`  (then ${LATENCY_CONNECTIONS} connections for latency, ${durationSeconds} s)`);
  const { throughput: flights, latency: flightsLatency } = await shoppingLoad({
    ...common,
    kind: 'flight',
    testCase: FLIGHT_CASE,
    latencyConnections: LATENCY_CONNECTIONS,
  });
  log(`  flights GetPriceCalendar (MAD–FCO, 62 days, 7 nights), ${durationSeconds} s, then latency…`);
  const { throughput: calendar, latency: calendarLatency } = await calendarLoad({
    ...common,
    latencyConnections: LATENCY_CONNECTIONS,
  });
  log(`  stays RetrieveProposals (Rome, 1 facet), ${durationSeconds} s…`);
  const { throughput: stays } = await shoppingLoad({ ...common, kind: 'stay', testCase: STAY_CASE });
  const flagSeconds = Math.min(5, durationSeconds);
  log(`  FlagProviderList, ${flagSeconds} s…`);
  const flags = await loadTest({ ...common, target: FLAGS_TARGET, durationSeconds: flagSeconds, warmupSeconds: 1 });

  const pid = findServerPid(listProcesses(), rootPid);
  if (pid === null) throw new Error(`No API server process (src/server.ts) under pid ${rootPid}`);
  log(`  memory: 2 × ${searches} searches (pid ${pid})…`);
  const memory = await measureMemory({ origin, pid, perBatch: searches });
  return {
    flights,
    flightsLatency,
    calendar,
    calendarLatency,
    stays,
    flags,
    ratios: apiRatios({ flights, stays, flags }),
    memory,
  };
}

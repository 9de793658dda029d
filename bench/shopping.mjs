/** Shopping calls the API bench makes over HTTP: bodies from the contract (flight-schemas, stay-search-schemas). */

export const TRANSPORT = '/api/services/app/ShoppingTransportService';
export const HDP = '/api/services/app/ShoppingHDPService';

/** The localhost brand's business profiles (apps/api/seed/brands/localhost.json). */
export const BUSINESS_PROFILE = { F: 'BP-WAYFARE-F', H: 'BP-WAYFARE-H' };

/** `YYYY-MM-DD`, `days` after `from` (UTC). */
export function isoDaysFrom(days, from = new Date()) {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** CreateSearch body of a round trip (spec §7 flight service), 2 adults unless told. */
export function flightSearchBody({ departure, destination, daysAhead, nights, adults = 2, from }) {
  return {
    departure,
    destination,
    outboundDate: isoDaysFrom(daysAhead, from),
    returnDate: isoDaysFrom(daysAhead + nights, from),
    adults,
    childrenAges: [],
    productType: 'F',
    businessProfileId: BUSINESS_PROFILE.F,
    language: 'en',
  };
}

/** CreateSearch body of a hotel stay (spec §7 accommodation search service). */
export function staySearchBody({ destination, daysAhead, nights, adults = 2, from }) {
  return {
    destination,
    checkIn: isoDaysFrom(daysAhead, from),
    checkOut: isoDaysFrom(daysAhead + nights, from),
    adults,
    childrenAges: [],
    productType: 'H',
    businessProfileId: BUSINESS_PROFILE.H,
    language: 'en',
  };
}

/** RetrieveProposals body: first page of 20 with the given facets. */
export const retrieveBody = (facets = {}) => ({
  facets,
  page: { pageNumber: 1, pageSize: 20 },
  staticData: { language: 'en' },
});

const AIRPORTS = ['MAD', 'FCO', 'BCN', 'CDG', 'LHR', 'FRA', 'AMS', 'MUC', 'LIS', 'ATH', 'VIE', 'ZRH', 'DUB', 'CPH'];

/**
 * `count` round-trip searches over `distinct` different queries (route × dates), deterministic. Equal queries
 * come in a row, as when many users look at the same busy route: offers are generated once per query (the
 * API caches them), so the bench stays fast while every query still fills the caches that bound memory.
 */
export function searchPlan(count, { distinct = 20, from = new Date() } = {}) {
  const queries = Array.from({ length: distinct }, (_, index) => {
    const departure = AIRPORTS[index % AIRPORTS.length];
    const destination = AIRPORTS[(index + 1 + Math.floor(index / AIRPORTS.length)) % AIRPORTS.length];
    return flightSearchBody({
      departure,
      destination,
      daysAhead: 14 + ((index * 7) % 180),
      nights: 2 + (index % 9),
      from,
    });
  });
  return Array.from({ length: count }, (_, index) => queries[Math.floor((index * distinct) / count)]);
}

/** POST JSON, returning the HTTP status and the parsed envelope. */
export async function postJson(origin, path, body) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, envelope: await response.json() };
}

/** Starts a search and returns its id (flights answer `searchId`, stays `id.value`). */
export async function createSearch(origin, kind, body) {
  const service = kind === 'flight' ? TRANSPORT : HDP;
  const { status, envelope } = await postJson(origin, `${service}/CreateSearch`, body);
  if (status !== 200) throw new Error(`${kind} CreateSearch: HTTP ${status} ${JSON.stringify(envelope.error)}`);
  return kind === 'flight' ? envelope.result.searchId : envelope.result.id.value;
}

export const retrievePath = (kind, searchId) =>
  `${kind === 'flight' ? TRANSPORT : HDP}/RetrieveProposals?searchId=${encodeURIComponent(searchId)}`;

/** spec §4: RetrieveProposals answers GENERIC_ERROR until the search is ready; any other error is final. */
export const isNotReady = (envelope) => envelope?.success === false && envelope.error?.message === 'GENERIC_ERROR';

/** Polls RetrieveProposals until the search is ready; returns the final status and envelope. */
export async function retrieveWhenReady(origin, kind, searchId, facets = {}, { timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await postJson(origin, retrievePath(kind, searchId), retrieveBody(facets));
    if (!isNotReady(answer.envelope)) return answer;
    if (Date.now() > deadline) throw new Error(`${kind} search ${searchId} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

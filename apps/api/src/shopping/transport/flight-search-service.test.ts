import { shoppingTransportApi } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { FlightSearchService } from './flight-search-service';

const isoDaysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function readySearch(service: FlightSearchService) {
  const { searchId } = service.createSearch({
    departure: 'MAD',
    destination: 'FCO',
    outboundDate: isoDaysAhead(42),
    returnDate: isoDaysAhead(49),
    adults: 2,
    childrenAges: [],
    language: 'en',
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  return searchId;
}

/** The first page of 20 as the route parses it (contract defaults filled in). */
const page = (language: 'en' | 'it') =>
  shoppingTransportApi.RetrieveProposals.body.parse({
    facets: { outboundStops: [0] },
    page: { pageNumber: 1, pageSize: 20 },
    staticData: { language },
  });

describe('FlightSearchService presented proposals', () => {
  it('reuses a presented proposal for the same offer and language, and presents each language apart', async () => {
    const service = new FlightSearchService({ latencyMs: 0 });
    const searchId = await readySearch(service);
    const first = service.retrieveProposals(searchId, page('en'));
    const again = service.retrieveProposals(searchId, page('en'));
    expect(again.proposals[0]).toBe(first.proposals[0]);

    const italianAfterEnglish = service.retrieveProposals(searchId, page('it'));
    const fresh = new FlightSearchService({ latencyMs: 0 });
    const italianOnly = fresh.retrieveProposals(await readySearch(fresh), page('it'));
    expect(italianAfterEnglish.proposals).toEqual(italianOnly.proposals);
    expect(italianAfterEnglish.proposals[0]?.outbound.arrival.city).not.toBe(first.proposals[0]?.outbound.arrival.city);
  });
});

import { shoppingTransportApi } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { SearchIdCodec } from '../search-id';
import { FlightSearchService } from './flight-search-service';

const ids = new SearchIdCodec('test-secret-of-every-instance');

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
const page = (language: 'en' | 'it' | 'es' | 'fr') =>
  shoppingTransportApi.RetrieveProposals.body.parse({
    facets: { outboundStops: [0] },
    page: { pageNumber: 1, pageSize: 20 },
    staticData: { language },
  });

describe('FlightSearchService presented proposals', () => {
  it('reuses a presented proposal for the same offer and language, and presents each language apart', async () => {
    const service = new FlightSearchService({ latencyMs: 0, ids });
    const searchId = await readySearch(service);
    const first = service.retrieveProposals(searchId, page('en'));
    const again = service.retrieveProposals(searchId, page('en'));
    // The journeys are presented once; only the price is made per request (brand and visitor, src/pricing).
    expect(again.proposals[0]!.outbound).toBe(first.proposals[0]!.outbound);
    expect(again.proposals[0]).toEqual(first.proposals[0]);

    const italianAfterEnglish = service.retrieveProposals(searchId, page('it'));
    const fresh = new FlightSearchService({ latencyMs: 0, ids });
    const italianOnly = fresh.retrieveProposals(await readySearch(fresh), page('it'));
    expect(italianAfterEnglish.proposals).toEqual(italianOnly.proposals);
    expect(italianAfterEnglish.proposals[0]?.outbound.arrival.city).not.toBe(first.proposals[0]?.outbound.arrival.city);
  });
});

describe('FlightSearchService across instances (issue 17)', () => {
  const statusOf = (action: () => unknown) => {
    try {
      action();
    } catch (error) {
      if (error instanceof ApiError) return error.errorMessage;
      throw error;
    }
    return 'ok';
  };

  it('serves a search made by another instance: not ready until the latency after creation, then the same offers', async () => {
    let now = Date.now();
    const first = new FlightSearchService({ latencyMs: 300, ids, now: () => now });
    const other = new FlightSearchService({ latencyMs: 300, ids, now: () => now });
    const { searchId } = first.createSearch({
      departure: 'MAD',
      destination: 'FCO',
      outboundDate: isoDaysAhead(42),
      adults: 1,
      childrenAges: [],
      language: 'it',
    });
    expect(statusOf(() => other.retrieveProposals(searchId, page('it')))).toBe('GENERIC_ERROR');
    now += 300;
    const there = other.retrieveProposals(searchId, page('it'));
    expect(there).toEqual(first.retrieveProposals(searchId, page('it')));
    const detail = other.getProposal(there.proposals[0]!.id);
    expect(detail.searchId).toBe(searchId);
    const cold = new FlightSearchService({ latencyMs: 300, ids, now: () => now });
    expect(cold.getProposal(there.proposals[0]!.id).id).toBe(there.proposals[0]!.id);
  });

  it('answers 404 for forged, foreign or too old search ids', () => {
    let now = Date.now();
    const service = new FlightSearchService({ latencyMs: 0, ids, now: () => now, maxAgeMs: 1000 });
    const foreign = new FlightSearchService({ latencyMs: 0, ids: new SearchIdCodec('another-secret'), now: () => now });
    const body = {
      departure: 'MAD',
      destination: 'FCO',
      outboundDate: isoDaysAhead(42),
      adults: 1,
      childrenAges: [],
      language: 'en' as const,
    };
    const { searchId: foreignId } = foreign.createSearch(body);
    expect(statusOf(() => service.retrieveProposals(foreignId, page('en')))).toBe('NOT_FOUND');
    expect(statusOf(() => service.retrieveProposals('not-a-search', page('en')))).toBe('NOT_FOUND');
    const { searchId } = new FlightSearchService({ latencyMs: 0, ids, now: () => now }).createSearch(body);
    const forged = searchId.replace(
      /\.[^.]+\./,
      `.${Buffer.from('["MAD.FCO.20300101.x.9.x","en"]').toString('base64url')}.`,
    );
    expect(statusOf(() => service.retrieveProposals(forged, page('en')))).toBe('NOT_FOUND');
    now += 1001;
    expect(statusOf(() => service.retrieveProposals(searchId, page('en')))).toBe('NOT_FOUND');
  });

  it('names airports and cities in the request language, in the journeys and the airport facets', () => {
    const service = new FlightSearchService({ latencyMs: 0, ids });
    const body = { departure: 'MAD', destination: 'FCO', outboundDate: isoDaysAhead(42), adults: 1, childrenAges: [] };
    const arrivals = (language: 'en' | 'it' | 'es' | 'fr') => {
      const { searchId } = service.createSearch({ ...body, language });
      const answer = service.retrieveProposals(searchId, page(language));
      const arrival = answer.proposals[0]!.outbound.segments.at(-1)!.arrival;
      const facet = answer.filtersMetadata.outboundArrivalLocations.map((item) => item.label);
      return { airportName: arrival.airportName, city: arrival.city, facet };
    };
    expect(arrivals('en')).toEqual({
      airportName: 'Rome Fiumicino Leonardo da Vinci',
      city: 'Rome',
      facet: ['Rome Fiumicino Leonardo da Vinci'],
    });
    expect(arrivals('it')).toEqual({
      airportName: 'Roma Fiumicino Leonardo da Vinci',
      city: 'Roma',
      facet: ['Roma Fiumicino Leonardo da Vinci'],
    });
    expect(arrivals('es').city).toBe('Roma');
    // French says Rome too: the English name stays where a language has no name of its own.
    expect(arrivals('fr').airportName).toBe('Rome Fiumicino Leonardo da Vinci');
  });
});

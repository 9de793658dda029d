import { ErrorMessage, languageSchema } from '@wayfare/contract';
import type { EndpointBody, Language, shoppingTransportApi } from '@wayfare/contract';
import type { z } from 'zod';
import { ApiError, notFound } from '../../lib/api-error';
import { LruCache } from '../lru-cache';
import type { SearchIdCodec } from '../search-id';
import { SearchStore } from '../search-store';
import type { SearchStoreOptions } from '../search-store';
import { UNBRANDED } from '../../pricing/pricing-context';
import type { PricingContext } from '../../pricing/pricing-context';
import { facetChecks, filtersMetadata, localizeAirportLabels, priceBounds } from './facets';
import { liveFacetCounts } from './facet-counts';
import { flightQueryKey, parseFlightQueryKey, parseProposalId } from './flight-query';
import type { FlightQuery } from './flight-query';
import { findFlightOffer, prepareFlightOffers } from './offers';
import type { FlightOffer, PreparedFlightOffers } from './offers';
import { presentProposalBase, presentProposalDetail, pricedProposal } from './present';

type RetrieveBody = z.output<(typeof shoppingTransportApi)['RetrieveProposals']['body']>;
type CreateBody = EndpointBody<(typeof shoppingTransportApi)['CreateSearch']>;

export interface FlightSearch {
  query: FlightQuery;
  queryKey: string;
  language: Language;
  /** The brand's F/FF profile: results are priced for that brand ('' when unknown: inventory currency). */
  businessProfileId: string;
}

interface PreparedSearch extends PreparedFlightOffers {
  /** Counts for the unfiltered list (its fare level only); liveMetadata recounts for active facets. */
  metadata: ReturnType<typeof filtersMetadata> & { directOnly?: number };
  byId: Map<string, FlightOffer>;
  /** Presented proposals (without price) by `language:offer id`: pages of a busy query are asked again and again. */
  presented: Map<string, ReturnType<typeof presentProposalBase>>;
  /** Price facet bounds per brand currency. */
  priceBounds: Map<string, ReturnType<typeof priceBounds>>;
  /** Facet counts per active selection (issue 19 item 5), by facets and currency: pages of one view reuse them. */
  liveCounts: LruCache<string, ReturnType<typeof filtersMetadata>>;
}

export interface FlightSearchServiceOptions extends SearchStoreOptions {
  /** Signs and reads the self-describing search ids every instance understands (issue 17). */
  ids: SearchIdCodec;
  /** A search id older than this answers 404, like a search forgotten (default 24 h). */
  maxAgeMs?: number;
}

export const SEARCH_ID_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const FLIGHT_KIND = 'f';

/** Prepared results are shared by equal queries (they are deterministic); ~2.5 MB each for 4,000 offers. */
const PREPARED_CACHE_SIZE = 16;
/** Selections whose counts a prepared search remembers (a traveller ticks a few boxes, then pages). */
const LIVE_COUNTS_CACHE_SIZE = 32;

/**
 * The flight service behind ShoppingTransportService: searches live in a bounded SearchStore (ready after
 * the supplier latency); their offers are generated once per query, in the background right after
 * CreateSearch, and each page then only filters pre-sorted arrays.
 */
export class FlightSearchService {
  readonly searches: SearchStore<FlightSearch>;
  private readonly prepared = new LruCache<string, PreparedSearch>(PREPARED_CACHE_SIZE);
  /** The latest live search per query, for the searchId of GetTransportProposalByProposalId. */
  private readonly searchByQuery = new Map<string, string>();

  private readonly ids: SearchIdCodec;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private readonly latencyMs: number;

  constructor(options: FlightSearchServiceOptions) {
    this.searches = new SearchStore<FlightSearch>(options);
    this.ids = options.ids;
    this.maxAgeMs = options.maxAgeMs ?? SEARCH_ID_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
    this.latencyMs = options.latencyMs;
  }

  createSearch(body: Omit<CreateBody, 'productType' | 'businessProfileId'> & { businessProfileId?: string }): {
    searchId: string;
  } {
    const query: FlightQuery = {
      departure: body.departure,
      destination: body.destination,
      outboundDate: body.outboundDate,
      returnDate: body.returnDate,
      adults: body.adults,
      childrenAges: body.childrenAges ?? [],
      cabinClass: body.cabinClass ?? 'ECONOMY',
    };
    const queryKey = flightQueryKey(query);
    const createdAt = this.now();
    const businessProfileId = body.businessProfileId ?? '';
    const id = this.ids.sign({ kind: FLIGHT_KIND, createdAt, fields: [queryKey, body.language, businessProfileId] });
    this.searches.put(id, createdAt, { query, queryKey, language: body.language, businessProfileId });
    this.rememberSearch(queryKey, id);
    // Like a supplier working on it: generate while the client waits for readiness.
    setImmediate(() => this.prepare(queryKey, query));
    return { searchId: id };
  }

  /** One page of offers (spec §7, §9): GENERIC_ERROR before ready, NO_CONTENT when nothing matches. */
  retrieveProposals(searchId: string, body: RetrieveBody, context: PricingContext = UNBRANDED) {
    const search = this.search(searchId);
    const prepared = this.prepare(search.queryKey, search.query);
    const checks = facetChecks(body.facets, context.currency);
    const matches = (offer: FlightOffer) => checks.every(({ check }) => check(offer));
    const ordered = prepared.sorted[body.sort.value];
    const { pageNumber, pageSize } = body.page;
    const start = (pageNumber - 1) * pageSize;
    const page: FlightOffer[] = [];
    let total = 0;
    for (let step = 0; step < ordered.length; step++) {
      const offer = ordered[body.sort.ascending ? step : ordered.length - 1 - step]!;
      if (!matches(offer)) continue;
      if (total >= start && page.length < pageSize) page.push(offer);
      total++;
    }
    if (total === 0) throw new ApiError(ErrorMessage.NO_CONTENT, `No flight matches search ${searchId}`);
    const language = body.staticData.language;
    return {
      proposals: page.map((offer) => pricedProposal(this.presented(prepared, offer, language), offer, context)),
      totalCount: total,
      page: { pageNumber, pageSize, totalPages: Math.ceil(total / pageSize) },
      filtersMetadata: {
        ...localizeAirportLabels(this.liveMetadata(prepared, checks, body.facets, context.currency), language),
        price: this.priceBounds(prepared, context.currency),
      },
    };
  }

  /**
   * The business profile a search (or, without one, the latest search of a proposal's query) was made for:
   * the route prices for that profile's brand. '' when unknown.
   */
  businessProfileOf(searchId: string | undefined, proposalId?: string): string {
    if (searchId) return this.search(searchId).businessProfileId;
    const ref = proposalId ? parseProposalId(proposalId) : null;
    const known = ref && this.searchByQuery.get(ref.queryKey);
    return (known && this.searches.peek(known)?.payload.businessProfileId) || '';
  }

  /** One proposal with fare rules; its search must still be live (404 otherwise, like an unknown id). */
  getProposal(proposalId: string, context: PricingContext = UNBRANDED) {
    const ref = parseProposalId(proposalId);
    if (!ref) throw notFound(`Proposal ${proposalId} is unknown`);
    const known = this.searchByQuery.get(ref.queryKey);
    const search = (known && this.searches.peek(known)) || this.adoptUnseenQuery(ref.queryKey);
    const searchId = search.id;
    const offer =
      this.prepared.get(ref.queryKey)?.byId.get(proposalId) ??
      findFlightOffer(parseFlightQueryKey(ref.queryKey)!, ref.outboundKey, ref.inboundKey, ref.fare);
    if (!offer) throw notFound(`Proposal ${proposalId} is unknown`);
    return presentProposalDetail(offer, searchId, search.payload.language, context);
  }

  /** A search by id, from this instance's store or rebuilt from its signed id (made by any instance). */
  private search(searchId: string): FlightSearch {
    if (!this.searches.peek(searchId)) {
      const claims = this.ids.verify(searchId);
      const [queryKey, language, businessProfileId] = claims?.kind === FLIGHT_KIND ? claims.fields : [];
      const query = typeof queryKey === 'string' ? parseFlightQueryKey(queryKey) : null;
      const lang = languageSchema.safeParse(language);
      if (!claims || !query || !lang.success || this.now() - claims.createdAt > this.maxAgeMs) {
        throw notFound(`Search ${searchId} is unknown or has expired; create a new search`);
      }
      this.searches.put(searchId, claims.createdAt, {
        query,
        queryKey: queryKey as string,
        language: lang.data,
        businessProfileId: typeof businessProfileId === 'string' ? businessProfileId : '',
      });
      this.rememberSearch(queryKey as string, searchId);
    }
    return this.searches.get(searchId);
  }

  /**
   * A proposal asked of an instance that never saw its search (another instance made it): proposal ids
   * carry their query, so a ready search of that query is made here. Its language is unknown: English.
   */
  private adoptUnseenQuery(queryKey: string) {
    const query = parseFlightQueryKey(queryKey) as FlightQuery;
    const createdAt = this.now() - this.latencyMs;
    const id = this.ids.sign({ kind: FLIGHT_KIND, createdAt, fields: [queryKey, 'en', ''] });
    const stored = this.searches.put(id, createdAt, { query, queryKey, language: 'en', businessProfileId: '' });
    this.rememberSearch(queryKey, id);
    return stored;
  }

  private prepare(queryKey: string, query: FlightQuery): PreparedSearch {
    const cached = this.prepared.get(queryKey);
    if (cached) return cached;
    const offers = prepareFlightOffers(query);
    const prepared: PreparedSearch = {
      ...offers,
      metadata: liveFacetCounts(offers.offers, facetChecks({}), filtersMetadata(offers.offers)),
      byId: new Map(offers.offers.map((offer) => [offer.id, offer])),
      presented: new Map(),
      priceBounds: new Map(),
      liveCounts: new LruCache(LIVE_COUNTS_CACHE_SIZE),
    };
    this.prepared.set(queryKey, prepared);
    return prepared;
  }

  /** Presenting formats local times per segment (Intl): done once per offer and language, then reused. */
  private presented(prepared: PreparedSearch, offer: FlightOffer, language: Language) {
    const key = `${language}:${offer.id}`;
    let proposal = prepared.presented.get(key);
    if (!proposal) {
      proposal = presentProposalBase(offer, language);
      prepared.presented.set(key, proposal);
    }
    return proposal;
  }

  /** The whole search's metadata with its counts for the active facets (the same object without any). */
  private liveMetadata(
    prepared: PreparedSearch,
    checks: ReturnType<typeof facetChecks>,
    facets: RetrieveBody['facets'],
    currency: string,
  ) {
    // The listed fare level's check always applies; alone with the default level, it is the unfiltered list.
    if (checks.length === 1 && !facets.baggageIncluded?.length) return prepared.metadata;
    const key = `${currency}|${JSON.stringify(facets)}`;
    let metadata = prepared.liveCounts.get(key);
    if (!metadata) {
      metadata = liveFacetCounts(prepared.offers, checks, prepared.metadata);
      prepared.liveCounts.set(key, metadata);
    }
    return metadata;
  }

  private priceBounds(prepared: PreparedSearch, currency: string) {
    let bounds = prepared.priceBounds.get(currency);
    if (!bounds) {
      bounds = priceBounds(prepared.offers, currency);
      prepared.priceBounds.set(currency, bounds);
    }
    return bounds;
  }

  private rememberSearch(queryKey: string, searchId: string): void {
    this.searchByQuery.delete(queryKey);
    this.searchByQuery.set(queryKey, searchId);
    // Forget queries whose searches were evicted, so this index stays as bounded as the store.
    if (this.searchByQuery.size > 2 * Math.max(this.searches.size, 1)) {
      for (const [key, id] of this.searchByQuery) if (!this.searches.peek(id)) this.searchByQuery.delete(key);
    }
  }
}

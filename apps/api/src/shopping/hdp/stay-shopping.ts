import type {
  AccommodationSummary,
  alternativeTransportsBodySchema,
  createPricingBodySchema,
  createSelectionBodySchema,
  Money,
  Pricing,
  TransportProposal,
} from '@wayfare/contract';
import type { z } from 'zod';
import { notFound } from '../../lib/api-error';
import { RequestValidationError } from '../../lib/validation';
import { SearchStore } from '../search-store';
import { facetPredicate } from '../transport/facets';
import { FLIGHT_CURRENCY, presentProposal } from '../transport/present';
import { BoundedStore } from './bounded-store';
import type { CreateStaySearchBody } from './create-stay-search';
import { planStaySearch } from './create-stay-search';
import { convert, money, pointsFor } from './money';
import { findPackageFlight, packageFlights } from './package-flights';
import { retrieveAllStayProposals, retrieveStayProposals } from './retrieve-stay-proposals';
import type { RetrieveStayProposalsBody } from './retrieve-stay-proposals';
import type { SearchBrand, StaySearch } from './stay-search';
import type { PricingState, Rate } from './stay-pricing';
import { presentPricing, PRICING_TTL_MS, transportTotal } from './stay-pricing';

/** What a cart is made from (read it with `getSelection`): a priced room rate, and the flight of a package. */
export interface StaySelection {
  selectionId: string;
  pricingId: string;
  searchId: string;
  productType: PricingState['productType'];
  brand: SearchBrand;
  accommodation: AccommodationSummary;
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  childrenAges: number[];
  room: { roomId: string; name: string };
  rate: Rate;
  transport: TransportProposal | null;
  /** Rate plus transport, in the brand currency. */
  total: Money;
  pointsEquivalent: number | null;
  createdAt: string;
}

/** A search's result tables are built once, on first need: right after CreateSearch answers, or on first read. */
class PendingSearch {
  private built: StaySearch | undefined;
  constructor(private readonly build: () => StaySearch) {}
  get(id: string): StaySearch {
    if (!this.built) {
      this.built = this.build();
      this.built.id = id;
    }
    return this.built;
  }
}

export interface StayShoppingOptions {
  latencyMs: number;
  maxSearches?: number;
  now?: () => number;
}

/** The accommodation shopping flow (spec §7 ShoppingHDPService): searches, pricings and selections, all bounded. */
export class StayShopping {
  private readonly searches: SearchStore<PendingSearch>;
  private readonly pricings: BoundedStore<PricingState>;
  private readonly selections: BoundedStore<StaySelection>;
  private readonly now: () => number;

  constructor(options: StayShoppingOptions) {
    this.now = options.now ?? Date.now;
    this.searches = new SearchStore({
      latencyMs: options.latencyMs,
      maxEntries: options.maxSearches ?? 200,
      now: this.now,
    });
    this.pricings = new BoundedStore({ maxEntries: 2_000, ttlMs: PRICING_TTL_MS, now: this.now });
    this.selections = new BoundedStore({ maxEntries: 5_000, ttlMs: 2 * 60 * 60 * 1000, now: this.now });
  }

  /** CreateSearch: validates, answers at once and builds the results in the background. */
  createSearch(body: CreateStaySearchBody, brand: SearchBrand): string {
    const today = new Date(this.now()).toISOString().slice(0, 10);
    const pending = new PendingSearch(planStaySearch(body, brand, today));
    const { id } = this.searches.create(pending);
    setImmediate(() => {
      // A build error surfaces on the first read; nothing to do here.
      try {
        pending.get(id);
      } catch {
        /* reported by RetrieveProposals */
      }
    });
    return id;
  }

  /** A ready search (GENERIC_ERROR before SUPPLIER_LATENCY_MS, 404 when unknown or evicted). */
  search(searchId: string): StaySearch {
    return this.searches.get(searchId).get(searchId);
  }

  retrieveProposals(searchId: string, body: RetrieveStayProposalsBody) {
    return retrieveStayProposals(this.search(searchId), body);
  }

  retrieveAllProposals(searchId: string) {
    return retrieveAllStayProposals(this.search(searchId));
  }

  createPricing(body: z.output<typeof createPricingBodySchema>): string {
    const search = this.search(body.searchId);
    const item = search.items.find((candidate) => candidate.stay.id === body.proposalId);
    if (!item) throw notFound(`Proposal ${body.proposalId} is not part of search ${body.searchId}`);
    const pricedAt = this.now();
    const state: PricingState = {
      pricingId: '',
      searchId: search.id,
      productType: search.productType,
      stay: item.stay,
      query: search.query,
      brand: search.brand,
      language: body.language,
      mealPlans: search.mealPlans,
      freeCancellationOnly: search.freeCancellationOnly,
      flightQuery: search.flightQuery,
      flight: search.flight,
      pricedAt,
      expiresAt: pricedAt + PRICING_TTL_MS,
    };
    state.pricingId = this.pricings.put(state);
    return state.pricingId;
  }

  private pricingState(pricingId: string): PricingState {
    const state = this.pricings.get(pricingId);
    if (!state || state.expiresAt < this.now()) throw notFound(`Pricing ${pricingId} is unknown or has expired`);
    return state;
  }

  retrievePricing(pricingId: string): Pricing {
    return presentPricing(this.pricingState(pricingId));
  }

  private packageOf(pricingId: string) {
    const state = this.pricingState(pricingId);
    if (!state.flightQuery || !state.flight) {
      throw new RequestValidationError([
        { field: 'pricingId', message: 'not a package (DP) pricing: it has no flight' },
      ]);
    }
    return { state, flight: state.flight, prepared: packageFlights(state.flightQuery) };
  }

  /** GetAlternativeTransports: the package's other flights (flight facets and sorts), with the price change of each. */
  alternativeTransports(pricingId: string, body: z.output<typeof alternativeTransportsBodySchema>) {
    const { state, flight, prepared } = this.packageOf(pricingId);
    const keep = facetPredicate(body.facets);
    const sorted = prepared.sorted[body.sort.value];
    const ordered = body.sort.ascending ? sorted : [...sorted].reverse();
    const matching = ordered.filter((offer) => offer.id !== flight.id && keep(offer));
    const start = (body.page.pageNumber - 1) * body.page.pageSize;
    return {
      proposals: matching.slice(start, start + body.page.pageSize).map((offer) => ({
        ...presentProposal(offer, state.language),
        priceDifference: money(
          convert((offer.totalCents - flight.totalCents) / 100, FLIGHT_CURRENCY, state.query.currency),
          state.query.currency,
        ),
      })),
      totalCount: matching.length,
    };
  }

  /** UpdateTransport: swaps the package flight and reprices (the pricing keeps its id, its quote is renewed). */
  updateTransport(pricingId: string, transportProposalId: string): Pricing {
    const { state, prepared } = this.packageOf(pricingId);
    const offer = findPackageFlight(prepared, transportProposalId);
    if (!offer) throw notFound(`Flight ${transportProposalId} is not an alternative of pricing ${pricingId}`);
    state.flight = offer;
    state.pricedAt = this.now();
    state.expiresAt = state.pricedAt + PRICING_TTL_MS;
    return presentPricing(state);
  }

  createSelection(body: z.output<typeof createSelectionBodySchema>): StaySelection {
    const state = this.pricingState(body.pricingId);
    const pricing = presentPricing(state);
    const room = pricing.rooms.find((candidate) => candidate.roomId === body.roomId);
    if (!room) throw notFound(`Room ${body.roomId} is not part of pricing ${body.pricingId}`);
    const rate = room.rates.find((candidate) => candidate.rateId === body.rateId);
    if (!rate) throw notFound(`Rate ${body.rateId} is not offered for room ${body.roomId}`);
    const total = money(rate.price.total.amount + transportTotal(state), state.query.currency);
    const selection: StaySelection = {
      selectionId: '',
      pricingId: state.pricingId,
      searchId: state.searchId,
      productType: state.productType,
      brand: state.brand,
      accommodation: pricing.accommodation,
      checkIn: pricing.checkIn,
      checkOut: pricing.checkOut,
      nights: pricing.nights,
      adults: pricing.adults,
      childrenAges: pricing.childrenAges,
      room: { roomId: room.roomId, name: room.name },
      rate,
      transport: pricing.transport,
      total,
      pointsEquivalent: pointsFor(total.amount, state.brand.pointsConversionRate),
      createdAt: new Date(this.now()).toISOString(),
    };
    selection.selectionId = this.selections.put(selection);
    return selection;
  }

  /** A selection by id, for the cart (undefined when unknown or forgotten). */
  getSelection(selectionId: string): StaySelection | undefined {
    return this.selections.get(selectionId);
  }
}

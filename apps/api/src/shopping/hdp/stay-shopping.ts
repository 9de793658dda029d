import { randomUUID } from 'node:crypto';
import { money } from '@wayfare/contract';
import type {
  AccommodationSummary,
  alternativeTransportsBodySchema,
  createPricingBodySchema,
  createSelectionBodySchema,
  Language,
  Money,
  Pricing,
  RoomOccupancy,
  TransportProposal,
} from '@wayfare/contract';
import type { z } from 'zod';
import { notFound } from '../../lib/api-error';
import { flightListMinor } from '../../pricing/flight-price';
import { pricingContext } from '../../pricing/pricing-context';
import { priceStay } from '../../pricing/stay-price';
import { RequestValidationError } from '../../lib/validation';
import { facetPredicate } from '../transport/facets';
import { presentProposal } from '../transport/present';
import type { CreateStaySearchBody } from './create-stay-search';
import { findPackageFlight, packageFlights } from './package-flights';
import { retrieveAllStayProposals, retrieveStayProposals } from './retrieve-stay-proposals';
import type { RetrieveStayProposalsBody } from './retrieve-stay-proposals';
import type { SearchBrand, StaySearch } from './stay-search';
import type { PricingState, Rate } from './stay-pricing';
import { presentPricing, PRICING_TTL_MS, transportMinor } from './stay-pricing';
import { StaySearches } from './stay-searches';
import type { StaySearchesOptions } from './stay-searches';
import { MemoryShoppingRecords } from './shopping-records';
import type { ShoppingRecords } from './shopping-records';

/** A visitor as pricing sees them: the member signed in by the request's bearer token, if any. */
type Visitor = { domain: string } | null;

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
  /** Several rooms: each room's party (absent: one room). */
  occupancy?: RoomOccupancy[] | undefined;
  room: { roomId: string; name: string };
  rate: Rate;
  transport: TransportProposal | null;
  /** LIST price of the rate plus the transport, in the brand currency; CreateCart prices it for its visitor. */
  total: Money;
  pointsEquivalent: number | null;
  /** The language the stay was chosen in (rate notes in the cart). */
  language: Language;
  createdAt: string;
}

export interface StayShoppingOptions extends StaySearchesOptions {
  /** Pricings and selections: the database in the app, so any instance continues a checkout. */
  records?: ShoppingRecords;
}

/** A selection not read for this long is forgotten (each read renews it). */
const SELECTION_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * The accommodation shopping flow (spec §7 ShoppingHDPService). Searches are a bounded local cache
 * rebuilt from their signed ids on any instance; pricings and selections are records in the database.
 */
export class StayShopping {
  private readonly searches: StaySearches;
  private readonly records: ShoppingRecords;
  private readonly now: () => number;

  constructor(options: StayShoppingOptions) {
    this.now = options.now ?? Date.now;
    this.searches = new StaySearches({ ...options, now: this.now });
    this.records = options.records ?? new MemoryShoppingRecords(this.now);
  }

  /** CreateSearch: validates, answers at once and builds the results in the background. */
  createSearch(body: CreateStaySearchBody, brand: SearchBrand): string {
    return this.searches.create(body, brand);
  }

  /** A ready search (GENERIC_ERROR before SUPPLIER_LATENCY_MS after its creation, 404 when unknown or too old). */
  search(searchId: string): Promise<StaySearch> {
    return this.searches.get(searchId);
  }

  /** A page priced by the pricing authority for the search's brand and this visitor (member step). */
  async retrieveProposals(searchId: string, body: RetrieveStayProposalsBody, visitor: Visitor = null) {
    const search = await this.search(searchId);
    return retrieveStayProposals(search, body, pricingContext(search.brand, visitor));
  }

  /** The map's points: the stays matching the list's facets, priced like their cards for this visitor. */
  async retrieveAllProposals(
    searchId: string,
    facets: RetrieveStayProposalsBody['facets'] = {},
    visitor: Visitor = null,
  ) {
    const search = await this.search(searchId);
    return retrieveAllStayProposals(search, facets, pricingContext(search.brand, visitor));
  }

  async createPricing(body: z.output<typeof createPricingBodySchema>): Promise<string> {
    const search = await this.search(body.searchId);
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
      preferredRateId: body.rateId ?? null,
      pricedAt,
      expiresAt: pricedAt + PRICING_TTL_MS,
    };
    state.pricingId = randomUUID();
    await this.records.save('pricing', state.pricingId, state, state.expiresAt);
    return state.pricingId;
  }

  private async pricingState(pricingId: string): Promise<PricingState> {
    const state = await this.records.load<PricingState>('pricing', pricingId);
    if (!state || state.expiresAt < this.now()) throw notFound(`Pricing ${pricingId} is unknown or has expired`);
    return state;
  }

  async retrievePricing(pricingId: string, visitor: Visitor = null): Promise<Pricing> {
    const state = await this.pricingState(pricingId);
    return presentPricing(state, pricingContext(state.brand, visitor));
  }

  private async packageOf(pricingId: string) {
    const state = await this.pricingState(pricingId);
    if (!state.flightQuery || !state.flight) {
      throw new RequestValidationError([
        { field: 'pricingId', message: 'not a package (DP) pricing: it has no flight' },
      ]);
    }
    return { state, flight: state.flight, prepared: packageFlights(state.flightQuery) };
  }

  /** GetAlternativeTransports: the package's other flights (flight facets and sorts), with the price change of each. */
  async alternativeTransports(
    pricingId: string,
    body: z.output<typeof alternativeTransportsBodySchema>,
    visitor: Visitor = null,
  ) {
    const { state, flight, prepared } = await this.packageOf(pricingId);
    const context = pricingContext(state.brand, visitor);
    const { currency } = state.query;
    const keep = facetPredicate(body.facets, currency);
    const sorted = prepared.sorted[body.sort.value];
    const ordered = body.sort.ascending ? sorted : [...sorted].reverse();
    const matching = ordered.filter((offer) => offer.id !== flight.id && keep(offer));
    const start = (body.page.pageNumber - 1) * body.page.pageSize;
    return {
      proposals: matching.slice(start, start + body.page.pageSize).map((offer) => ({
        ...presentProposal(offer, state.language, context),
        // The package's list total changes by the difference of the two flights' list totals.
        priceDifference: {
          amount: flightListMinor(offer.prices, currency) - flightListMinor(flight.prices, currency),
          currency,
        },
      })),
      totalCount: matching.length,
    };
  }

  /** UpdateTransport: swaps the package flight and reprices (the pricing keeps its id, its quote is renewed). */
  async updateTransport(pricingId: string, transportProposalId: string, visitor: Visitor = null): Promise<Pricing> {
    const { state, prepared } = await this.packageOf(pricingId);
    const offer = findPackageFlight(prepared, transportProposalId);
    if (!offer) throw notFound(`Flight ${transportProposalId} is not an alternative of pricing ${pricingId}`);
    state.flight = offer;
    state.pricedAt = this.now();
    state.expiresAt = state.pricedAt + PRICING_TTL_MS;
    await this.records.save('pricing', pricingId, state, state.expiresAt);
    return presentPricing(state, pricingContext(state.brand, visitor));
  }

  async createSelection(
    body: z.output<typeof createSelectionBodySchema>,
    visitor: Visitor = null,
  ): Promise<StaySelection> {
    const state = await this.pricingState(body.pricingId);
    const context = pricingContext(state.brand, visitor);
    const pricing = presentPricing(state, context);
    const room = pricing.rooms.find((candidate) => candidate.roomId === body.roomId);
    if (!room) throw notFound(`Room ${body.roomId} is not part of pricing ${body.pricingId}`);
    const rate = room.rates.find((candidate) => candidate.rateId === body.rateId);
    if (!rate) throw notFound(`Rate ${body.rateId} is not offered for room ${body.roomId}`);
    // The rate's list price is already the pricing authority's rounded amount; the flight is added as on the cards.
    const total = money(rate.price.total.amount + transportMinor(state), state.query.currency);
    const priced = priceStay(total.amount, null, state.query.nights, state.flight !== null, context);
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
      ...(pricing.occupancy ? { occupancy: pricing.occupancy } : {}),
      room: { roomId: room.roomId, name: room.name },
      rate,
      transport: pricing.transport,
      total,
      pointsEquivalent: priced.points,
      language: state.language,
      createdAt: new Date(this.now()).toISOString(),
    };
    selection.selectionId = randomUUID();
    await this.records.save('selection', selection.selectionId, selection, this.now() + SELECTION_TTL_MS);
    return selection;
  }

  /** A selection by id, for the cart (undefined when unknown or forgotten); a read renews it. */
  getSelection(selectionId: string): Promise<StaySelection | undefined> {
    return this.records.load<StaySelection>('selection', selectionId, this.now() + SELECTION_TTL_MS);
  }
}

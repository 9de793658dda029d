import { notFound } from '../../lib/api-error';
import type { SearchIdCodec } from '../search-id';
import { SearchStore } from '../search-store';
import type { CreateStaySearchBody } from './create-stay-search';
import { planStaySearch } from './create-stay-search';
import type { SearchBrand, StaySearch } from './stay-search';
import { decodeStaySearch, encodeStaySearch } from './stay-search-id';

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

export interface StaySearchesOptions {
  latencyMs: number;
  /** Signs and reads the self-describing search ids every instance understands (issue 17). */
  ids: SearchIdCodec;
  /** The brand of a search id's brand key (`brandKeyOf(businessProfileId)`), for searches made elsewhere. */
  findBrand: (brandKey: string) => Promise<SearchBrand | null>;
  maxSearches?: number;
  /** A search id older than this answers 404 (default 24 h). */
  maxAgeMs?: number;
  now?: () => number;
}

const SEARCH_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const STAY_KIND = 's';
const dayOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

/**
 * Stay searches of this instance: a bounded local cache of built searches, filled by CreateSearch or, for a
 * search made by another instance (or before a restart), rebuilt from its signed id (issue 17).
 */
export class StaySearches {
  private readonly store: SearchStore<PendingSearch>;
  private readonly now: () => number;

  constructor(private readonly options: StaySearchesOptions) {
    this.now = options.now ?? Date.now;
    this.store = new SearchStore({
      latencyMs: options.latencyMs,
      maxEntries: options.maxSearches ?? 200,
      now: this.now,
    });
  }

  /** CreateSearch: validates, answers at once and builds the results in the background. */
  create(body: CreateStaySearchBody, brand: SearchBrand): string {
    const createdAt = this.now();
    const pending = new PendingSearch(planStaySearch(body, brand, dayOf(createdAt)));
    const id = this.options.ids.sign({ kind: STAY_KIND, createdAt, fields: encodeStaySearch(body) });
    this.store.put(id, createdAt, pending);
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

  /** A ready search (GENERIC_ERROR before SUPPLIER_LATENCY_MS after its creation, 404 when unknown or too old). */
  async get(searchId: string): Promise<StaySearch> {
    if (!this.store.peek(searchId)) await this.restore(searchId);
    return this.store.get(searchId).get(searchId);
  }

  private async restore(searchId: string): Promise<void> {
    const gone = () => notFound(`Search ${searchId} is unknown or has expired; create a new search`);
    const claims = this.options.ids.verify(searchId);
    const decoded = claims?.kind === STAY_KIND ? decodeStaySearch(claims.fields) : null;
    if (!claims || !decoded || this.now() - claims.createdAt > (this.options.maxAgeMs ?? SEARCH_MAX_AGE_MS)) {
      throw gone();
    }
    const brand = await this.options.findBrand(decoded.brandKey);
    if (!brand) throw gone();
    let plan: () => StaySearch;
    try {
      // The same day as at creation, so the same prices and the same "not in the past" verdict.
      plan = planStaySearch(
        { ...decoded.body, businessProfileId: brand.businessProfileId },
        brand,
        dayOf(claims.createdAt),
      );
    } catch {
      throw gone();
    }
    this.store.put(searchId, claims.createdAt, new PendingSearch(plan));
  }
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StoredBrandConfig } from '../../db/repositories/brand-config-repository';
import { openInvalidationBus } from './brand-cache-bus';
import type { Invalidation, InvalidationBus } from './brand-cache-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells the other instances about an invalidation (RemoveConfig, CleanAllConfigurationCaches). */
    brandCacheBus: InvalidationBus;
  }
}

interface Entry {
  value: Promise<StoredBrandConfig | null>;
  loadedAt: number;
}

/**
 * Read-through cache of brand configurations per domain (design.md: DELETE invalidates one domain,
 * CleanAllConfigurationCaches clears all). Misses are cached too, so unknown hosts do not hit the database.
 * Entries expire after `ttlMs` (BRAND_CACHE_TTL_SECONDS), so an edit reaches every instance even if an
 * invalidation message is lost (issue 17).
 */
export class BrandConfigCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly load: (domain: string) => Promise<StoredBrandConfig | null>,
    private readonly ttlMs: number = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
  ) {}

  get(domain: string): Promise<StoredBrandConfig | null> {
    const key = domain.toLowerCase();
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && now - cached.loadedAt < this.ttlMs) return cached.value;
    const entry: Entry = { value: this.load(key), loadedAt: now };
    this.entries.set(key, entry);
    // A failed load is not cached: the next request tries again.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** Applies an invalidation received from another instance. */
  apply(message: Invalidation): void {
    if (message.domain === null) this.clear();
    else this.invalidate(message.domain);
  }

  /** True when the domain had a cache entry. */
  invalidate(domain: string): boolean {
    return this.entries.delete(domain.toLowerCase());
  }

  /** Number of entries cleared. */
  clear(): number {
    const count = this.entries.size;
    this.entries.clear();
    return count;
  }
}

export const brandConfigCache = fp(
  async (app: FastifyInstance) => {
    const cache = new BrandConfigCache(
      (domain) => app.brandConfigRepository.find(domain),
      app.config.brandCacheTtlSeconds * 1000,
    );
    app.decorate('brandConfigCache', cache);
    const bus = await openInvalidationBus(app, {
      onMessage: (message) => cache.apply(message),
      onReconnect: () => cache.clear(),
    });
    app.decorate('brandCacheBus', bus);
    app.addHook('onClose', () => bus.close());
    app.log.info({ bus: bus.kind }, 'brand-config invalidations ready');
  },
  { name: 'brand-config-cache', dependencies: ['repositories'] },
);

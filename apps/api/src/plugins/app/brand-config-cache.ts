import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StoredBrandConfig } from '../../db/repositories/brand-config-repository';

/**
 * Read-through cache of brand configurations per domain (design.md: DELETE invalidates one domain,
 * CleanAllConfigurationCaches clears all). Misses are cached too, so unknown hosts do not hit the database.
 */
export class BrandConfigCache {
  private readonly entries = new Map<string, Promise<StoredBrandConfig | null>>();

  constructor(private readonly load: (domain: string) => Promise<StoredBrandConfig | null>) {}

  get(domain: string): Promise<StoredBrandConfig | null> {
    const key = domain.toLowerCase();
    let entry = this.entries.get(key);
    if (!entry) {
      entry = this.load(key);
      this.entries.set(key, entry);
      // A failed load is not cached: the next request tries again.
      entry.catch(() => this.entries.delete(key));
    }
    return entry;
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
    app.decorate('brandConfigCache', new BrandConfigCache((domain) => app.brandConfigRepository.find(domain)));
  },
  { name: 'brand-config-cache', dependencies: ['repositories'] },
);

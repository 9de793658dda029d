import { eq, sql } from 'drizzle-orm';
import type { BrandConfigAttributes } from '@wayfare/contract';
import type { Db } from '../client';
import { brandConfigurations } from '../schema';

export interface StoredBrandConfig {
  id: number;
  domain: string;
  attributes: BrandConfigAttributes;
}

/** Brand configurations as the content store keeps them (raw Strapi attributes per domain). */
export class BrandConfigRepository {
  constructor(private readonly db: Db) {}

  async find(domain: string): Promise<StoredBrandConfig | null> {
    const [row] = await this.db
      .select({
        id: brandConfigurations.id,
        domain: brandConfigurations.domain,
        attributes: brandConfigurations.attributes,
      })
      .from(brandConfigurations)
      .where(eq(brandConfigurations.domain, domain.toLowerCase()))
      .limit(1);
    return row ? { ...row, attributes: row.attributes as BrandConfigAttributes } : null;
  }

  async listDomains(): Promise<string[]> {
    const rows = await this.db.select({ domain: brandConfigurations.domain }).from(brandConfigurations);
    return rows.map((row) => row.domain);
  }

  /** Inserts or replaces configurations (seed files are the source of truth at start-up). */
  async upsert(configs: readonly BrandConfigAttributes[]): Promise<void> {
    for (const attributes of configs) {
      await this.db
        .insert(brandConfigurations)
        .values({ domain: attributes.domain.toLowerCase(), attributes })
        .onConflictDoUpdate({
          target: brandConfigurations.domain,
          set: { attributes: sql`excluded.attributes`, updatedAt: sql`now()` },
        });
    }
  }

  /**
   * Adds the brands the database does not have yet and leaves the others as they are (production seeding:
   * an edit made in the database is never overwritten by a file). Returns the domains added.
   */
  async insertMissing(configs: readonly BrandConfigAttributes[]): Promise<string[]> {
    const added: string[] = [];
    for (const attributes of configs) {
      const rows = await this.db
        .insert(brandConfigurations)
        .values({ domain: attributes.domain.toLowerCase(), attributes })
        .onConflictDoNothing({ target: brandConfigurations.domain })
        .returning({ domain: brandConfigurations.domain });
      added.push(...rows.map((row) => row.domain));
    }
    return added;
  }

  async setAttributes(domain: string, attributes: BrandConfigAttributes): Promise<void> {
    await this.db
      .update(brandConfigurations)
      .set({ attributes, updatedAt: sql`now()` })
      .where(eq(brandConfigurations.domain, domain.toLowerCase()));
  }
}

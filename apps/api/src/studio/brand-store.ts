import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { BrandDocument } from '@wayfare/contract';
import type { Db } from '../db/client';
import { brandConfigurations, brandDrafts, brandVersions, featureToggles } from '../db/schema';

/** Author of the versions `npm run seed` imports from the brand files. */
export const SEED_AUTHOR = 'seed import';

export interface VersionRow {
  domain: string;
  version: number;
  document: BrandDocument;
  author: string;
  createdAt: Date;
  restoredFrom: number | null;
}

export interface DraftRow {
  domain: string;
  document: BrandDocument;
  baseVersion: number;
  updatedBy: string;
  updatedAt: Date;
}

type VersionRecord = typeof brandVersions.$inferSelect;

function toVersion(row: VersionRecord): VersionRow {
  return {
    domain: row.domain,
    version: row.version,
    document: { attributes: row.attributes, flags: row.flags } as BrandDocument,
    author: row.author,
    createdAt: row.createdAt,
    restoredFrom: row.restoredFrom,
  };
}

/**
 * The content store's history (issue 20): every publish is a numbered version with its author and time, the
 * draft lives apart, and `brand_configurations` plus `feature_toggles` always hold the newest version, which
 * GetConfig and FlagProviderList serve. A restore publishes a copy of an older version.
 */
export class BrandStore {
  constructor(private readonly db: Db) {}

  async latest(domain: string): Promise<VersionRow | null> {
    const [row] = await this.db
      .select()
      .from(brandVersions)
      .where(eq(brandVersions.domain, domain))
      .orderBy(desc(brandVersions.version))
      .limit(1);
    return row ? toVersion(row) : null;
  }

  async version(domain: string, version: number): Promise<VersionRow | null> {
    const [row] = await this.db
      .select()
      .from(brandVersions)
      .where(and(eq(brandVersions.domain, domain), eq(brandVersions.version, version)))
      .limit(1);
    return row ? toVersion(row) : null;
  }

  async versions(domain: string): Promise<VersionRow[]> {
    const rows = await this.db
      .select()
      .from(brandVersions)
      .where(eq(brandVersions.domain, domain))
      .orderBy(desc(brandVersions.version));
    return rows.map(toVersion);
  }

  /** The newest version of every domain. */
  async latestOfAll(): Promise<VersionRow[]> {
    const rows = await this.db
      .selectDistinctOn([brandVersions.domain])
      .from(brandVersions)
      .orderBy(brandVersions.domain, desc(brandVersions.version));
    return rows.map(toVersion);
  }

  async draft(domain: string): Promise<DraftRow | null> {
    const [row] = await this.db.select().from(brandDrafts).where(eq(brandDrafts.domain, domain)).limit(1);
    if (!row) return null;
    return {
      domain: row.domain,
      document: { attributes: row.attributes, flags: row.flags } as BrandDocument,
      baseVersion: row.baseVersion,
      updatedBy: row.updatedBy,
      updatedAt: row.updatedAt,
    };
  }

  async draftDomains(): Promise<Set<string>> {
    const rows = await this.db.select({ domain: brandDrafts.domain }).from(brandDrafts);
    return new Set(rows.map((row) => row.domain));
  }

  async saveDraft(domain: string, document: BrandDocument, baseVersion: number, editor: string): Promise<DraftRow> {
    const values = { attributes: document.attributes, flags: document.flags, baseVersion, updatedBy: editor };
    const [row] = await this.db
      .insert(brandDrafts)
      .values({ domain, ...values })
      .onConflictDoUpdate({ target: brandDrafts.domain, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    return { domain, document, baseVersion, updatedBy: editor, updatedAt: row!.updatedAt };
  }

  async discardDraft(domain: string): Promise<void> {
    await this.db.delete(brandDrafts).where(eq(brandDrafts.domain, domain));
  }

  /**
   * Publishes a document as the next version: the version row, the served configuration and flags, and the end of
   * the draft, in one transaction (a concurrent publish collides on the unique version number and fails whole).
   */
  async publish(
    domain: string,
    document: BrandDocument,
    author: string,
    restoredFrom: number | null = null,
  ): Promise<VersionRow> {
    return this.db.transaction(async (tx) => {
      const [{ next } = { next: 1 }] = await tx
        .select({ next: sql<number>`coalesce(max(${brandVersions.version}), 0)::int + 1` })
        .from(brandVersions)
        .where(eq(brandVersions.domain, domain));
      const [row] = await tx
        .insert(brandVersions)
        .values({ domain, version: next, attributes: document.attributes, flags: document.flags, author, restoredFrom })
        .returning();
      await tx
        .update(brandConfigurations)
        .set({ attributes: document.attributes, updatedAt: sql`now()` })
        .where(eq(brandConfigurations.domain, domain));
      for (const flag of document.flags) {
        await tx
          .insert(featureToggles)
          .values({ domain, name: flag.name, enabled: flag.enabled })
          .onConflictDoUpdate({ target: [featureToggles.domain, featureToggles.name], set: { enabled: flag.enabled } });
      }
      await tx.delete(brandDrafts).where(eq(brandDrafts.domain, domain));
      return toVersion(row!);
    });
  }

  /** Domains someone published in the studio: brand files never overwrite them without `--force`. */
  async editedDomains(): Promise<Set<string>> {
    const rows = await this.db
      .selectDistinct({ domain: brandVersions.domain })
      .from(brandVersions)
      .where(ne(brandVersions.author, SEED_AUTHOR));
    return new Set(rows.map((row) => row.domain));
  }

  /**
   * Records the imported brand files as each domain's version 1 (the history starts at the import). With
   * `replace`, a domain never edited in the studio gets its import replaced (development: the files win).
   */
  async recordImport(domain: string, document: BrandDocument, replace: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (replace) {
        await tx
          .delete(brandVersions)
          .where(and(eq(brandVersions.domain, domain), eq(brandVersions.author, SEED_AUTHOR)));
      }
      const [existing] = await tx
        .select({ version: brandVersions.version })
        .from(brandVersions)
        .where(eq(brandVersions.domain, domain))
        .limit(1);
      if (existing) return;
      // Instances booting together on PostgreSQL seed at once: the first import wins, the others find it there.
      await tx
        .insert(brandVersions)
        .values({ domain, version: 1, attributes: document.attributes, flags: document.flags, author: SEED_AUTHOR })
        .onConflictDoNothing({ target: [brandVersions.domain, brandVersions.version] });
    });
  }
}

import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { featureToggles } from '../schema';

export interface ToggleState {
  name: string;
  enabled: boolean;
}

/** Feature flags per brand domain. */
export class FeatureToggleRepository {
  constructor(private readonly db: Db) {}

  async list(domain: string): Promise<ToggleState[]> {
    return this.db
      .select({ name: featureToggles.name, enabled: featureToggles.enabled })
      .from(featureToggles)
      .where(eq(featureToggles.domain, domain.toLowerCase()))
      .orderBy(asc(featureToggles.name));
  }

  /** Unknown flags are off. */
  async isEnabled(domain: string, name: string): Promise<boolean> {
    const [row] = await this.db
      .select({ enabled: featureToggles.enabled })
      .from(featureToggles)
      .where(and(eq(featureToggles.domain, domain.toLowerCase()), eq(featureToggles.name, name)))
      .limit(1);
    return row?.enabled ?? false;
  }

  async set(domain: string, name: string, enabled: boolean): Promise<void> {
    await this.db
      .insert(featureToggles)
      .values({ domain: domain.toLowerCase(), name, enabled })
      .onConflictDoUpdate({ target: [featureToggles.domain, featureToggles.name], set: { enabled } });
  }

  /** Adds missing flags only, so a flag an operator changed in the database survives a restart. */
  async seedDefaults(domain: string, toggles: readonly ToggleState[]): Promise<void> {
    if (toggles.length === 0) return;
    await this.db
      .insert(featureToggles)
      .values(toggles.map((toggle) => ({ domain: domain.toLowerCase(), ...toggle })))
      .onConflictDoNothing();
  }
}

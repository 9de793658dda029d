import { and, eq, gt, lt } from 'drizzle-orm';
import type { ShoppingRecordKind, ShoppingRecords } from '../../shopping/hdp/shopping-records';
import type { Db } from '../client';
import { shoppingRecords } from '../schema';

/** Expired rows are swept once every this many saves (cheap, and no timer per instance). */
const SWEEP_EVERY = 100;

/** Stay pricings and selections in the database, shared by every API instance (issue 17). */
export class ShoppingRecordRepository implements ShoppingRecords {
  private saves = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async save(kind: ShoppingRecordKind, id: string, value: unknown, expiresAt: number): Promise<void> {
    const row = { id, kind, data: value, expiresAt: new Date(expiresAt) };
    await this.db
      .insert(shoppingRecords)
      .values(row)
      .onConflictDoUpdate({ target: shoppingRecords.id, set: { kind, data: value, expiresAt: row.expiresAt } });
    if (++this.saves % SWEEP_EVERY === 0) {
      await this.db.delete(shoppingRecords).where(lt(shoppingRecords.expiresAt, new Date(this.now())));
    }
  }

  async load<T>(kind: ShoppingRecordKind, id: string, renewUntil?: number): Promise<T | undefined> {
    const live = and(
      eq(shoppingRecords.id, id),
      eq(shoppingRecords.kind, kind),
      gt(shoppingRecords.expiresAt, new Date(this.now())),
    );
    const [row] =
      renewUntil === undefined
        ? await this.db.select({ data: shoppingRecords.data }).from(shoppingRecords).where(live).limit(1)
        : await this.db
            .update(shoppingRecords)
            .set({ expiresAt: new Date(renewUntil) })
            .where(and(live, lt(shoppingRecords.expiresAt, new Date(renewUntil))))
            .returning({ data: shoppingRecords.data });
    if (row || renewUntil === undefined) return row?.data as T | undefined;
    // Already valid beyond renewUntil: nothing to renew, read it as is.
    return this.load<T>(kind, id);
  }
}

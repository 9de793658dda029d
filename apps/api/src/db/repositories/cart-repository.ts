import { ErrorMessage } from '@wayfare/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error';
import type { Db } from '../client';
import { cartProducts, carts } from '../schema';

export type CartRow = typeof carts.$inferSelect;
export type NewCartRow = typeof carts.$inferInsert;
export type CartProductRow = typeof cartProducts.$inferSelect;
export type NewCartProductRow = Omit<typeof cartProducts.$inferInsert, 'position'>;
export type CartPatch = Partial<Omit<NewCartRow, 'id' | 'requestUuid' | 'createdAt' | 'expiresAt'>>;

export interface StoredCart {
  cart: CartRow;
  products: CartProductRow[];
}

/** A change that reached a cart after its order was placed: 409, the cart stays as ordered (issue 15 item 3). */
export class CartConfirmedError extends ApiError {
  constructor(cartId: string) {
    super(ErrorMessage.CONFLICT, `Cart ${cartId} is confirmed and cannot change`);
  }
}

/**
 * Locks the cart's row until the transaction ends and refuses a confirmed cart. Every change and
 * ConfirmCart take this lock, so a change checked against a FINALIZED cart cannot land after the
 * order was placed (it waits, then sees CONFIRMED), and the order cannot be placed on a cart that
 * changed since it was loaded.
 */
export async function lockCart(tx: Db, cartId: string): Promise<string | undefined> {
  const [row] = await tx.select({ status: carts.status }).from(carts).where(eq(carts.id, cartId)).for('update');
  return row?.status;
}

async function lockChangeableCart(tx: Db, cartId: string): Promise<void> {
  if ((await lockCart(tx, cartId)) === 'CONFIRMED') throw new CartConfirmedError(cartId);
}

const patchRow = (tx: Db, cartId: string, patch: CartPatch) =>
  tx
    .update(carts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));

/** Carts and their products (spec §3 "Cart"); commands in src/cart decide what changes. */
export class CartRepository {
  constructor(private readonly db: Db) {}

  async insert(cart: NewCartRow, products: NewCartProductRow[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(carts).values(cart);
      if (products.length > 0) await tx.insert(cartProducts).values(products);
    });
  }

  async find(cartId: string, db: Db = this.db): Promise<StoredCart | null> {
    const [cart] = await db.select().from(carts).where(eq(carts.id, cartId)).limit(1);
    if (!cart) return null;
    const products = await db
      .select()
      .from(cartProducts)
      .where(eq(cartProducts.cartId, cartId))
      .orderBy(asc(cartProducts.position));
    return { cart, products };
  }

  /** Applies a change to a cart that is not confirmed (CartConfirmedError otherwise). */
  async update(cartId: string, patch: CartPatch): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockChangeableCart(tx as unknown as Db, cartId);
      await patchRow(tx as unknown as Db, cartId, patch);
    });
  }

  /**
   * Sets the finalization unless the cart is confirmed; false when it is (a concurrent ConfirmCart won).
   */
  async finalize(cartId: string, finalization: Record<string, unknown>): Promise<boolean> {
    const rows = await this.db
      .update(carts)
      .set({ status: 'FINALIZED', finalization, updatedAt: sql`now()` })
      .where(and(eq(carts.id, cartId), inArray(carts.status, ['OPEN', 'FINALIZED'])))
      .returning({ id: carts.id });
    return rows.length > 0;
  }

  /** Removes and adds products in one transaction, then applies the cart patch (e.g. back to OPEN). */
  async changeProducts(
    cartId: string,
    change: { removeIds: readonly string[]; add: readonly NewCartProductRow[]; patch: CartPatch },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockChangeableCart(tx as unknown as Db, cartId);
      if (change.removeIds.length > 0) {
        await tx
          .delete(cartProducts)
          .where(and(eq(cartProducts.cartId, cartId), inArray(cartProducts.id, [...change.removeIds])));
      }
      // One by one, so `position` (a serial) follows the order of the request.
      for (const product of change.add) await tx.insert(cartProducts).values(product);
      await patchRow(tx as unknown as Db, cartId, change.patch);
    });
  }
}

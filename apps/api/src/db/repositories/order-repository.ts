import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { EmailQueue } from '../../email/email-queue';
import type { Db } from '../client';
import { carts, members, orders, payments } from '../schema';
import { lockCart } from './cart-repository';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
/** An order with the cart it came from (contact, travellers, invoice, language). */
export type OrderWithCart = { order: OrderRow; cart: typeof carts.$inferSelect };
export type PaymentStatus = 'PENDING' | 'REQUIRES_ACTION' | 'SUCCEEDED' | 'DECLINED';

/** Thrown inside a transaction to roll it back when the member's balance no longer covers the points. */
export class NotEnoughPointsError extends Error {
  override name = 'NotEnoughPointsError';
}

/** Thrown when the cart changed (back to OPEN) between loading it and placing its order. */
export class CartChangedError extends Error {
  override name = 'CartChangedError';
}

/** Statuses from which a card attempt may still be made. */
const PAYABLE: PaymentStatus[] = ['PENDING', 'REQUIRES_ACTION', 'DECLINED'];

/** Orders and the simulated provider's payments (design.md "Cart", "Payment"). */
export class OrderRepository {
  constructor(
    private readonly db: Db,
    /** Booking emails are queued in the transaction that confirms or cancels the order (issue 18). */
    private readonly emails: Pick<EmailQueue, 'enqueue'>,
  ) {}

  /**
   * Places the cart's order once: the unique cart id turns concurrent calls into one insert, the
   * others read the winner's order. The winner also stores the card payment, spends the points when
   * nothing is left to pay by card, and marks the cart CONFIRMED, all in one transaction.
   */
  async place(
    order: NewOrderRow,
    payment: NewPaymentRow | null,
    spendPointsNow: boolean,
  ): Promise<{ order: OrderRow; created: boolean }> {
    return this.db.transaction(async (tx) => {
      // The cart row lock orders this against every cart change (cart-repository.ts).
      const status = await lockCart(tx as unknown as Db, order.cartId);
      if (status !== 'FINALIZED' && status !== 'CONFIRMED') throw new CartChangedError();
      const [inserted] = await tx
        .insert(orders)
        .values(order)
        .onConflictDoNothing({ target: orders.cartId })
        .returning();
      if (!inserted) {
        const [existing] = await tx.select().from(orders).where(eq(orders.cartId, order.cartId)).limit(1);
        return { order: existing!, created: false };
      }
      if (payment) await tx.insert(payments).values(payment);
      if (spendPointsNow) await spendPoints(tx, inserted.memberId, inserted.pointsUsed);
      // Nothing left to pay by card: confirmed now, so its email is queued with it (issue 18).
      if (inserted.status === 'CONFIRMED') await this.emails.enqueue(tx, inserted.orderNumber, 'CONFIRMATION');
      await tx
        .update(carts)
        .set({ status: 'CONFIRMED', updatedAt: sql`now()` })
        .where(eq(carts.id, order.cartId));
      return { order: inserted, created: true };
    });
  }

  async findByCart(cartId: string): Promise<OrderRow | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.cartId, cartId)).limit(1);
    return row ?? null;
  }

  /** A member's orders, newest first (orders_member_id_idx). */
  async listByMember(memberId: number): Promise<OrderWithCart[]> {
    return this.db
      .select({ order: orders, cart: carts })
      .from(orders)
      .innerJoin(carts, eq(carts.id, orders.cartId))
      .where(eq(orders.memberId, memberId))
      .orderBy(desc(orders.createdAt))
      .limit(200);
  }

  async findWithCart(orderNumber: string): Promise<OrderWithCart | null> {
    const [row] = await this.db
      .select({ order: orders, cart: carts })
      .from(orders)
      .innerJoin(carts, eq(carts.id, orders.cartId))
      .where(eq(orders.orderNumber, orderNumber))
      .limit(1);
    return row ?? null;
  }

  /**
   * Cancels an order once (issue 18): under the order's row lock, the first call records the refund
   * (`refundFor` sees the locked row) and gives the points back to the member; a repeat finds
   * cancelled_at set and returns the order unchanged, so twice-cancelled is one cancellation.
   */
  async cancel(
    orderNumber: string,
    refundFor: (order: OrderRow) => { refund: Record<string, unknown>; points: number } | null,
    at: Date,
  ): Promise<OrderRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update').limit(1);
      if (!row || row.cancelledAt) return row ?? null;
      const outcome = refundFor(row);
      if (!outcome) return row;
      const [updated] = await tx
        .update(orders)
        .set({ cancelledAt: at, refund: outcome.refund, updatedAt: sql`now()` })
        .where(eq(orders.orderNumber, orderNumber))
        .returning();
      if (outcome.points > 0 && row.memberId !== null) {
        await tx
          .update(members)
          .set({ pointsBalance: sql`${members.pointsBalance} + ${outcome.points}`, updatedAt: sql`now()` })
          .where(eq(members.id, row.memberId));
      }
      await this.emails.enqueue(tx, orderNumber, 'CANCELLATION');
      return updated ?? row;
    });
  }

  async findPayment(paymentId: string): Promise<{ payment: PaymentRow; order: OrderRow } | null> {
    const [row] = await this.db
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.orderNumber, payments.orderNumber))
      .where(eq(payments.id, paymentId))
      .limit(1);
    return row ?? null;
  }

  async findPaymentByOrder(orderNumber: string): Promise<PaymentRow | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.orderNumber, orderNumber)).limit(1);
    return row ?? null;
  }

  /** Records a card attempt that needs the 3-D Secure step; false when the payment is no longer payable. */
  async requireAction(paymentId: string, cardLast4: string): Promise<boolean> {
    const rows = await this.db
      .update(payments)
      .set({ status: 'REQUIRES_ACTION', cardLast4, attempts: sql`${payments.attempts} + 1`, updatedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, PAYABLE)))
      .returning({ id: payments.id });
    return rows.length > 0;
  }

  /**
   * Settles a card attempt. Success spends the order's points and confirms the order; a decline (or a
   * balance that no longer covers the points) marks it PAYMENT_FAILED and leaves the payment open for
   * another attempt. Returns the payment's status afterwards; an already settled payment is left as is.
   */
  async settle(
    paymentId: string,
    outcome: { approved: boolean; cardLast4: string | null; countsAsAttempt: boolean },
  ): Promise<PaymentStatus> {
    const settled = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .select({ payment: payments, order: orders })
          .from(payments)
          .innerJoin(orders, eq(orders.orderNumber, payments.orderNumber))
          .where(eq(payments.id, paymentId))
          .for('update')
          .limit(1);
        if (!row || !PAYABLE.includes(row.payment.status as PaymentStatus)) return row?.payment.status;
        const status: PaymentStatus = outcome.approved ? 'SUCCEEDED' : 'DECLINED';
        const attempts = outcome.countsAsAttempt ? sql`${payments.attempts} + 1` : payments.attempts;
        await tx
          .update(payments)
          .set({ status, attempts, cardLast4: outcome.cardLast4 ?? row.payment.cardLast4, updatedAt: sql`now()` })
          .where(eq(payments.id, paymentId));
        if (outcome.approved) {
          await spendPoints(tx, row.order.memberId, row.order.pointsUsed);
          await this.emails.enqueue(tx, row.order.orderNumber, 'CONFIRMATION');
        }
        await tx
          .update(orders)
          .set({ status: outcome.approved ? 'CONFIRMED' : 'PAYMENT_FAILED', updatedAt: sql`now()` })
          .where(eq(orders.orderNumber, row.order.orderNumber));
        return status;
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof NotEnoughPointsError)) throw error;
        await this.settle(paymentId, { approved: false, cardLast4: outcome.cardLast4, countsAsAttempt: false });
        return 'DECLINED' as const;
      });
    return (settled ?? 'DECLINED') as PaymentStatus;
  }
}

async function spendPoints(tx: Db, memberId: number | null, points: number): Promise<void> {
  if (points <= 0) return;
  if (memberId === null) throw new NotEnoughPointsError('points need a member');
  const rows = await tx
    .update(members)
    .set({ pointsBalance: sql`${members.pointsBalance} - ${points}`, updatedAt: sql`now()` })
    .where(and(eq(members.id, memberId), gte(members.pointsBalance, points)))
    .returning({ id: members.id });
  if (rows.length === 0) throw new NotEnoughPointsError(`member ${memberId} has fewer than ${points} points`);
}

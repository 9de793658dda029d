import { createHash, timingSafeEqual } from 'node:crypto';
import type { TripDetail, TripSummary } from '@wayfare/contract';
import type { Member } from '../db/repositories/member-repository';
import type { OrderRepository, OrderWithCart } from '../db/repositories/order-repository';
import { ApiError, notFound, unauthorized } from '../lib/api-error';
import { ErrorMessage } from '@wayfare/contract';
import { isCancellable, presentTripDetail, presentTripSummary, refundNow } from './trip-presenter';

export interface TripDeps {
  orders: OrderRepository;
  now: () => number;
}

/** One answer for a wrong number, a wrong email and another member's order: nothing tells them apart. */
const NO_SUCH_TRIP = 'No order matches this order number and email';

const digest = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest();

/** Compares in constant time, and always hashes, so a wrong number costs what a wrong email does. */
function sameEmail(stored: string | undefined, given: string): boolean {
  return timingSafeEqual(digest(stored ?? '\u0000no-order'), digest(given)) && stored !== undefined;
}

export async function listMyTrips(deps: TripDeps, member: Member | null) {
  if (!member) throw unauthorized('Sign in through the partner to see your trips');
  const now = deps.now();
  const upcoming: TripSummary[] = [];
  const past: TripSummary[] = [];
  for (const row of await deps.orders.listByMember(member.id)) {
    const summary = presentTripSummary(row);
    const ended = Date.parse(`${summary.endDate}T23:59:59Z`) < now;
    (ended || summary.status === 'CANCELLED' ? past : upcoming).push(summary);
  }
  // Upcoming trips soonest first; past ones most recent first.
  upcoming.sort((a, b) => a.startDate.localeCompare(b.startDate));
  return { upcoming, past };
}

/** The member's own order, or the same 404 as a missing one (another member's order is never revealed). */
async function memberTrip(deps: TripDeps, member: Member | null, orderNumber: string): Promise<OrderWithCart> {
  if (!member) throw unauthorized('Sign in through the partner to see your trips');
  const row = await deps.orders.findWithCart(orderNumber);
  if (!row || row.order.memberId !== member.id || row.cart.domain !== member.domain) throw notFound(NO_SUCH_TRIP);
  return row;
}

async function guestTrip(deps: TripDeps, orderNumber: string, email: string): Promise<OrderWithCart> {
  const row = await deps.orders.findWithCart(orderNumber);
  if (!sameEmail(row?.cart.contact?.email, email) || !row) throw notFound(NO_SUCH_TRIP);
  return row;
}

/** A guest's order through its email, else the member's own through the token (same 404 for anything else). */
export function accessTrip(
  deps: TripDeps,
  member: Member | null,
  body: { orderNumber: string; email?: string | undefined },
): Promise<OrderWithCart> {
  return body.email !== undefined && !member
    ? guestTrip(deps, body.orderNumber, body.email)
    : memberTrip(deps, member, body.orderNumber);
}

export async function getMyTrip(deps: TripDeps, member: Member | null, orderNumber: string): Promise<TripDetail> {
  return presentTripDetail(await memberTrip(deps, member, orderNumber), deps.now());
}

export async function findTrip(deps: TripDeps, body: { orderNumber: string; email: string }): Promise<TripDetail> {
  return presentTripDetail(await guestTrip(deps, body.orderNumber, body.email), deps.now());
}

/**
 * Cancels the whole order (a package as one) and refunds per its terms at this moment: card share back to
 * the card (the simulated provider has nothing to call), points back to the balance. Idempotent: the
 * repository records one cancellation and a repeat answers it again; an unpaid or started trip is a 409.
 */
export async function cancelTrip(
  deps: TripDeps,
  member: Member | null,
  body: { orderNumber: string; email?: string | undefined },
): Promise<TripDetail> {
  const found = await accessTrip(deps, member, body);
  const now = deps.now();
  const cancelled = await deps.orders.cancel(
    found.order.orderNumber,
    (order) => {
      const row = { order, cart: found.cart };
      if (!isCancellable(row, now)) return null;
      const { split } = refundNow(row, now);
      return { refund: split as unknown as Record<string, unknown>, points: split.points };
    },
    new Date(now),
  );
  const order = cancelled ?? found.order;
  if (!order.cancelledAt) {
    throw new ApiError(ErrorMessage.CONFLICT, 'This order can no longer be cancelled (unpaid or the trip has started)');
  }
  return presentTripDetail({ order, cart: found.cart }, now);
}

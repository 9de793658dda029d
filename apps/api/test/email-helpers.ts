import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { EMAIL_QUEUE, QUEUE_SCHEMA } from '../src/email/email-queue';
import { adults, call, createStayCart, fillCheckout, finalizeBody } from './cart-helpers';
import { createSearch, HDP, resultOf, retrieve, romeSearch } from './hdp-helpers';
import type { PricingResult, ProposalsResult } from './hdp-helpers';

const card = { name: 'Anna Rossi', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

/** Books a flexible Rome stay and pays it on the hosted page: a CONFIRMED order, its confirmation email queued. */
export async function book(app: FastifyInstance, headers: Record<string, string>, language = 'en'): Promise<string> {
  const searchId = await createSearch(app, romeSearch());
  const proposals = resultOf<ProposalsResult>(await retrieve(app, searchId));
  const { pricingId } = resultOf<{ pricingId: string }>(
    await app.inject({
      method: 'POST',
      url: `${HDP}/CreatePricing`,
      payload: { searchId, proposalId: proposals.proposals[0]!.id, language },
    }),
  );
  const pricing = resultOf<PricingResult>(await app.inject(`${HDP}/RetrievePricing?pricingId=${pricingId}`));
  const [room, rate] = pricing.rooms
    .flatMap((candidate) => candidate.rates.map((offer) => [candidate, offer] as const))
    .find(([, offer]) => offer.freeCancellation)!;
  const { selectionId } = resultOf<{ selectionId: string }>(
    await app.inject({
      method: 'POST',
      url: `${HDP}/CreateSelection`,
      payload: { pricingId, roomId: room.roomId, rateId: rate.rateId },
    }),
  );
  const ref = await createStayCart(app, selectionId, { language });
  await fillCheckout(app, ref, adults(2, false));
  resultOf(await call(app, ref, 'CartFinalize', 'POST', finalizeBody(['CARD']), { headers }));
  const order = resultOf<{ orderNumber: string; payment: { redirectUrl: string } }>(
    await call(app, ref, 'ConfirmCart'),
  );
  const paid = await app.inject({
    method: 'POST',
    url: order.payment.redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(card).toString(),
  });
  expect(paid.statusCode).toBe(303);
  return order.orderNumber;
}

/**
 * Makes the email jobs waiting for a retry due now: the tests' clock step, since pg-boss schedules retries with
 * the database's own now() (30 s and more ahead).
 */
export async function makeRetriesDue(app: FastifyInstance): Promise<void> {
  await app.dbExecutor.executeSql(
    `UPDATE ${QUEUE_SCHEMA}.job SET start_after = now() - interval '1 second' WHERE name = $1 AND state = 'retry'`,
    [EMAIL_QUEUE],
  );
}

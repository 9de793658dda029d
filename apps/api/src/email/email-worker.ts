import type { TripDetail } from '@wayfare/contract';
import type { OrderRepository } from '../db/repositories/order-repository';
import { presentTripDetail } from '../orders/trip-presenter';
import type { TripTexts } from '../orders/voucher-texts';
import { renderTripEmail } from './email-message';
import type { EmailBrand } from './email-message';
import type { EmailJob, EmailQueue } from './email-queue';
import type { EmailSender } from './email-sender';

export interface EmailWorkerDeps {
  queue: Pick<EmailQueue, 'fetchDue' | 'complete' | 'fail' | 'giveUp'>;
  orders: Pick<OrderRepository, 'findWithCart'>;
  send: EmailSender;
  brandOf: (domain: string) => Promise<EmailBrand>;
  textsFor: (language: string) => TripTexts;
  /** Set when messages leave by SMTP: the order's voucher PDF goes with a confirmation (issue 18 item 5). */
  voucherOf?: (trip: TripDetail, brand: EmailBrand, texts: TripTexts) => Promise<Buffer>;
  log: { warn: (details: object, message: string) => void; error: (details: object, message: string) => void };
}

export interface EmailRunResult {
  sent: number;
  failed: number;
}

/** A job that can never be sent (its order or contact email is gone): given up at once, not retried. */
class PermanentEmailError extends Error {}

async function deliver(deps: EmailWorkerDeps, job: EmailJob, now: Date): Promise<void> {
  const { orderNumber, kind } = job.data;
  const row = await deps.orders.findWithCart(orderNumber);
  if (!row) throw new PermanentEmailError(`order ${orderNumber} not found`);
  const trip = presentTripDetail(row, now.getTime());
  const brand = await deps.brandOf(row.cart.domain);
  const texts = deps.textsFor(trip.language);
  const message = renderTripEmail(trip, kind, brand, texts);
  if (!message) throw new PermanentEmailError(`order ${orderNumber} has no contact email`);
  if (deps.voucherOf && kind === 'CONFIRMATION') {
    const content = await deps.voucherOf(trip, brand, texts);
    message.attachments = [{ filename: `${trip.orderNumber}.pdf`, content, contentType: 'application/pdf' }];
  }
  await deps.send({ id: job.id, orderNumber, kind }, message);
}

/**
 * One pass of the email worker (issue 18 item 4): claims up to `limit` due jobs from the queue and sends each.
 * A failure never reaches the booking (the order was committed with its job); pg-boss retries the job after its
 * backoff, up to MAX_EMAIL_ATTEMPTS. The attempt that ends a job is logged at error level with the order number:
 * the alert that an email is owed by hand.
 */
export async function runEmailJobs(deps: EmailWorkerDeps, limit = 20, now = new Date()): Promise<EmailRunResult> {
  const result: EmailRunResult = { sent: 0, failed: 0 };
  for (const job of await deps.queue.fetchDue(limit)) {
    try {
      await deliver(deps, job, now);
      await deps.queue.complete(job);
      result.sent++;
    } catch (error) {
      result.failed++;
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentEmailError;
      const attempts = job.retryCount + 1;
      const giveUp = permanent || job.retryCount >= job.retryLimit;
      const { orderNumber, kind } = job.data;
      deps.log.warn({ jobId: job.id, attempts, willRetry: !giveUp, reason }, 'booking email not sent');
      if (giveUp)
        deps.log.error({ orderNumber, kind, jobId: job.id, attempts, reason }, 'booking email failed for good');
      await (permanent ? deps.queue.giveUp(job, reason) : deps.queue.fail(job, reason));
    }
  }
  return result;
}

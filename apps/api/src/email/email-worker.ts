import type { TripDetail } from '@wayfare/contract';
import type { EmailJob, EmailJobRepository, EmailKind } from '../db/repositories/email-job-repository';
import type { OrderRepository } from '../db/repositories/order-repository';
import { presentTripDetail } from '../orders/trip-presenter';
import type { TripTexts } from '../orders/voucher-texts';
import { EMAIL_LEASE_MS, emailRetryDelayMs, MAX_EMAIL_ATTEMPTS } from './backoff';
import { renderTripEmail } from './email-message';
import type { EmailBrand } from './email-message';
import type { EmailSender } from './email-sender';

export interface EmailWorkerDeps {
  jobs: EmailJobRepository;
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
  const row = await deps.orders.findWithCart(job.orderNumber);
  if (!row) throw new PermanentEmailError(`order ${job.orderNumber} not found`);
  const trip = presentTripDetail(row, now.getTime());
  const brand = await deps.brandOf(row.cart.domain);
  const texts = deps.textsFor(trip.language);
  const message = renderTripEmail(trip, job.kind as EmailKind, brand, texts);
  if (!message) throw new PermanentEmailError(`order ${job.orderNumber} has no contact email`);
  if (deps.voucherOf && job.kind === 'CONFIRMATION') {
    const content = await deps.voucherOf(trip, brand, texts);
    message.attachments = [{ filename: `${trip.orderNumber}.pdf`, content, contentType: 'application/pdf' }];
  }
  await deps.send(job, message);
}

/**
 * One pass of the email worker (issue 18 item 4): claims the due jobs and sends each. A failure never reaches the
 * booking (the order was committed before); the job is retried after emailRetryDelayMs, up to MAX_EMAIL_ATTEMPTS.
 */
export async function runEmailJobs(deps: EmailWorkerDeps, now: Date, limit = 20): Promise<EmailRunResult> {
  const result: EmailRunResult = { sent: 0, failed: 0 };
  for (const job of await deps.jobs.claimDue(now, EMAIL_LEASE_MS, limit)) {
    try {
      await deliver(deps, job, now);
      await deps.jobs.markSent(job.id, now);
      result.sent++;
    } catch (error) {
      result.failed++;
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = error instanceof PermanentEmailError || job.attempts >= MAX_EMAIL_ATTEMPTS;
      const retryAt = giveUp ? null : new Date(now.getTime() + emailRetryDelayMs(job.attempts));
      deps.log.warn({ jobId: job.id, attempts: job.attempts, retryAt, reason }, 'booking email not sent');
      // The alert: a job given up is an error with its order number (the booking stands; the email is owed by hand).
      if (giveUp) {
        const details = { orderNumber: job.orderNumber, kind: job.kind, jobId: job.id, attempts: job.attempts, reason };
        deps.log.error(details, 'booking email failed for good');
      }
      await deps.jobs.markFailed(job.id, reason, retryAt, now);
    }
  }
  return result;
}

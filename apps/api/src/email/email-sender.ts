import nodemailer from 'nodemailer';
import type { EmailOutboxRepository } from '../db/repositories/email-outbox-repository';
import type { EmailMessage } from './email-message';
import type { EmailKind } from './email-queue';

/** The queued job a message belongs to. */
export interface EmailJobRef {
  id: string;
  orderNumber: string;
  kind: EmailKind;
}

/** Delivers one rendered message of a job; throws when it could not (the worker retries). */
export type EmailSender = (job: EmailJobRef, message: EmailMessage) => Promise<void>;

/** Real delivery through SMTP_URL (nodemailer); a slow server times out rather than holding the worker. */
export function smtpSender(smtpUrl: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as object);
  return async (_job, message) => {
    await transport.sendMail({ from, ...message });
  };
}

/** Without SMTP: the message goes to the outbox table, which the developer panel lists and opens. */
export function outboxSender(outbox: EmailOutboxRepository): EmailSender {
  return (job, { to, subject, text, html }) =>
    outbox.add({ jobId: job.id, orderNumber: job.orderNumber, kind: job.kind, to, subject, text, html });
}

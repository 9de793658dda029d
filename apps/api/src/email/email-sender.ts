import nodemailer from 'nodemailer';
import type { EmailJob, EmailJobRepository } from '../db/repositories/email-job-repository';
import type { EmailMessage } from './email-message';

/** Delivers one rendered message of a job; throws when it could not (the worker retries). */
export type EmailSender = (job: EmailJob, message: EmailMessage) => Promise<void>;

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
export function outboxSender(jobs: EmailJobRepository): EmailSender {
  return (job, { to, subject, text, html }) =>
    jobs.addToOutbox({ jobId: job.id, orderNumber: job.orderNumber, kind: job.kind, to, subject, text, html });
}

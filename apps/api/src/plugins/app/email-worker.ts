import { join } from 'node:path';
import fp from 'fastify-plugin';
import { EmailOutboxRepository } from '../../db/repositories/email-outbox-repository';
import { OrderRepository } from '../../db/repositories/order-repository';
import { EmailQueue } from '../../email/email-queue';
import { outboxSender, smtpSender } from '../../email/email-sender';
import { runEmailJobs } from '../../email/email-worker';
import type { EmailRunResult, EmailWorkerDeps } from '../../email/email-worker';
import { buildVoucherPdf } from '../../orders/voucher-pdf';
import { tripTexts } from '../../orders/voucher-texts';
import { loadTranslations } from '../../seed/translations';

export interface EmailWorker {
  /** One pass now (tests run it by hand; the timer calls it every EMAIL_POLL_MS). */
  runOnce(): Promise<EmailRunResult>;
}

/**
 * The booking email queue and its worker inside the API process (issue 18 item 4). The queue is pg-boss on the
 * app's database (email/email-queue.ts); every EMAIL_POLL_MS the worker sends the due jobs, by SMTP when SMTP_URL
 * is set, else into the outbox table. Several instances may run it: pg-boss hands each job to one of them, and
 * the instances with the timer on also run pg-boss's maintenance (expired sends, archiving), which it serialises
 * with an advisory lock. Errors are logged, never thrown into a request.
 */
export const emailWorker = fp(
  async (app) => {
    const translations = await loadTranslations(join(app.config.seedDir, 'translations'));
    const { smtpUrl, from, pollMs } = app.config.email;
    const queue = new EmailQueue(app.dbExecutor, {
      supervise: pollMs > 0,
      onError: (error) => app.log.warn({ err: error }, 'email queue maintenance failed'),
    });
    await queue.start();
    const outbox = new EmailOutboxRepository(app.db);
    const port = app.config.port;
    const deps: EmailWorkerDeps = {
      queue,
      orders: new OrderRepository(app.db, queue),
      send: smtpUrl ? smtpSender(smtpUrl, from) : outboxSender(outbox),
      textsFor: (language) => tripTexts(translations, language),
      ...(smtpUrl ? { voucherOf: buildVoucherPdf } : {}),
      log: app.log,
      brandOf: async (domain) => {
        const brand = (await app.brandConfigCache.get(domain))?.attributes;
        return {
          name: brand?.brandDetails.brandName ?? 'Wayfare',
          primaryColor: brand?.theme.primaryColor ?? '#0B6E69',
          country: brand?.country ?? null,
          // The brand's own host is the site; development serves every brand on the API's port.
          origin: app.config.isProduction ? `https://${domain}` : `http://${domain}:${port}`,
        };
      },
    };
    let running: Promise<EmailRunResult> | null = null;
    const runOnce = () => {
      // One pass at a time per instance: the timer never starts a second one beside a slow first.
      running ??= runEmailJobs(deps).finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('emailQueue', queue);
    app.decorate('emailOutbox', outbox);
    app.decorate<EmailWorker>('emailWorker', { runOnce });

    let timer: NodeJS.Timeout | undefined;
    if (pollMs > 0) {
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => app.log.warn({ err: error }, 'email worker pass failed'));
      }, pollMs);
      timer.unref();
    }
    // Before the database closes: stop the timer, let a pass in flight finish, stop pg-boss's maintenance.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
      await queue.stop();
    });
  },
  { name: 'email-worker', dependencies: ['database', 'brand-config-cache'] },
);

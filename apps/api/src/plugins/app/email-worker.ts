import { join } from 'node:path';
import fp from 'fastify-plugin';
import { EmailJobRepository } from '../../db/repositories/email-job-repository';
import { OrderRepository } from '../../db/repositories/order-repository';
import { outboxSender, smtpSender } from '../../email/email-sender';
import { runEmailJobs } from '../../email/email-worker';
import type { EmailRunResult, EmailWorkerDeps } from '../../email/email-worker';
import { buildVoucherPdf } from '../../orders/voucher-pdf';
import { tripTexts } from '../../orders/voucher-texts';
import { loadTranslations } from '../../seed/translations';

export interface EmailWorker {
  /** One pass now (tests, and the timer); `now` lets tests step past a retry delay. */
  runOnce(now?: Date): Promise<EmailRunResult>;
}

/**
 * The booking email worker inside the API process (issue 18 item 4): every EMAIL_POLL_MS it sends the due jobs of
 * the email_jobs table, by SMTP when SMTP_URL is set, else into the outbox table. Several instances may run it:
 * claims skip locked rows. Its errors are logged, never thrown into a request.
 */
export const emailWorker = fp(
  async (app) => {
    const translations = await loadTranslations(join(app.config.seedDir, 'translations'));
    const jobs = new EmailJobRepository(app.db);
    const { smtpUrl, from, pollMs } = app.config.email;
    const port = app.config.port;
    const deps: EmailWorkerDeps = {
      jobs,
      orders: new OrderRepository(app.db),
      send: smtpUrl ? smtpSender(smtpUrl, from) : outboxSender(jobs),
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
    const runOnce = (now = new Date()) => {
      // One pass at a time per instance: the timer never starts a second one beside a slow first.
      running ??= runEmailJobs(deps, now).finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('emailJobRepository', jobs);
    app.decorate<EmailWorker>('emailWorker', { runOnce });

    if (pollMs > 0) {
      const timer = setInterval(() => {
        runOnce().catch((error: unknown) => app.log.warn({ err: error }, 'email worker pass failed'));
      }, pollMs);
      timer.unref();
      // Before the database closes: stop the timer and let a pass in flight finish.
      app.addHook('preClose', async () => {
        clearInterval(timer);
        await running?.catch(() => undefined);
      });
    }
  },
  { name: 'email-worker', dependencies: ['database', 'brand-config-cache'] },
);

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import { useOutbox, useOutboxMessage } from '../api/dev-outbox';
import styles from './devtools-panel.module.css';

/** One opened email: its subject and address, and the HTML body in a frame that runs nothing (sandbox). */
function OutboxMessageView({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('devtools');
  const message = useOutboxMessage(id);
  if (message.isPending) return <p className={styles.hint}>{t('outbox.loading')}</p>;
  if (message.isError) return <InlineAlert tone="warning">{t('outbox.failed')}</InlineAlert>;
  return (
    <section className={styles.message} aria-labelledby="outbox-message-subject">
      <h4 id="outbox-message-subject" className={styles.messageSubject}>
        {message.data.subject}
      </h4>
      <p className={styles.hint}>{t('outbox.to', { address: message.data.to })}</p>
      <iframe
        className={styles.messageFrame}
        title={t('outbox.frameTitle', { subject: message.data.subject })}
        sandbox=""
        srcDoc={message.data.html}
      />
      <Button variant="secondary" onPress={onClose}>
        {t('outbox.back')}
      </Button>
    </section>
  );
}

/**
 * Issue 18: the booking emails the API wrote to its outbox (no SMTP_URL), newest first; one opens in place. Jobs
 * given up after their retries are listed as failed below them (the API also logs each at error level).
 * Refetched each time the panel opens, so a booking just made is there.
 */
export function OutboxList() {
  const { t, i18n } = useTranslation('devtools');
  const outbox = useOutbox();
  const [openId, setOpenId] = useState<number | null>(null);
  if (openId !== null) return <OutboxMessageView id={openId} onClose={() => setOpenId(null)} />;
  if (outbox.isPending) return <p className={styles.hint}>{t('outbox.loading')}</p>;
  if (outbox.isError) return <InlineAlert tone="warning">{t('outbox.failed')}</InlineAlert>;
  const time = new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'short', timeStyle: 'short' });
  return (
    <>
      {outbox.data.messages.length === 0 ? (
        <p className={styles.hint}>{t('outbox.empty')}</p>
      ) : (
        <ul className={`${styles.tokens} ${styles.outbox}`}>
          {outbox.data.messages.map((item) => (
            <li key={item.id} className={styles.token}>
              <span>
                <strong>{item.subject}</strong>
                <br />
                <span className={styles.meta}>
                  {item.to} · {time.format(new Date(item.createdAt))}
                </span>
              </span>
              <Button aria-label={`${t('outbox.open')}: ${item.subject}`} onPress={() => setOpenId(item.id)}>
                {t('outbox.open')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {outbox.data.failed.length > 0 && (
        <section aria-labelledby="outbox-failed-title">
          <h4 id="outbox-failed-title">{t('outbox.failedTitle')}</h4>
          <ul className={`${styles.tokens} ${styles.outbox}`} data-testid="outbox-failed">
            {outbox.data.failed.map((job) => (
              <li key={job.jobId} className={styles.token}>
                <span>
                  <strong>
                    {t('outbox.failedJob', {
                      kind: t(`outbox.kind.${job.kind}`),
                      orderNumber: job.orderNumber,
                      attempts: job.attempts,
                    })}
                  </strong>
                  <br />
                  <span className={styles.meta}>
                    {job.lastError ?? ''} · {time.format(new Date(job.failedAt))}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Button variant="ghost" onPress={() => void outbox.refetch()}>
        {t('outbox.refresh')}
      </Button>
    </>
  );
}

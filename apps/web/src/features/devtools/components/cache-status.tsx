import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../components/ui/kit/status';
import styles from './devtools-panel.module.css';

interface MutationState<T> {
  status: 'idle' | 'pending' | 'success' | 'error';
  data?: T;
  error: Error | null;
  submittedAt: number;
}

/** The outcome of the latest cache invalidation, announced politely to screen readers. */
export function CacheStatus({
  domain,
  one,
  all,
}: {
  domain: string;
  one: MutationState<{ invalidated: boolean }>;
  all: MutationState<{ invalidated: number }>;
}) {
  const { t } = useTranslation('devtools');
  const latest = one.submittedAt >= all.submittedAt ? one : all;
  let message: { type: 'success' | 'error'; text: string } | null = null;
  if (latest.status === 'error') {
    message = { type: 'error', text: t('cache.failed', { message: latest.error?.message ?? '' }) };
  } else if (latest.status === 'success' && latest === one) {
    message = { type: 'success', text: t('cache.domainDone', { domain }) };
  } else if (latest.status === 'success' && all.data) {
    message = { type: 'success', text: t('cache.allDone', { count: all.data.invalidated }) };
  }
  return (
    <div className={styles.status} role="status" aria-live="polite">
      {message && <InlineAlert tone={message.type}>{message.text}</InlineAlert>}
    </div>
  );
}

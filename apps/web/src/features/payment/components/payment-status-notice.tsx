import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import type { ConfirmationView } from '../model/payment-outcome';
import { canRetryPayment, hostedPagePath } from '../model/payment-outcome';
import styles from './confirmation.module.css';

interface PaymentStatusNoticeProps {
  view: ConfirmationView;
  redirectUrl: string | null;
  onSearchAgain: () => void;
}

/**
 * What happened on the hosted card page and the way forward. "Try again" re-opens the same order's hosted
 * page (GetOrders keeps its redirectUrl while unpaid), so a decline then a success is still one order.
 */
export function PaymentStatusNotice({ view, redirectUrl, onSearchAgain }: PaymentStatusNoticeProps) {
  const { t } = useTranslation('payment');
  if (view === 'confirmed') {
    return <InlineAlert tone="success">{t('confirmation.confirmedNotice')}</InlineAlert>;
  }
  const retryPath = canRetryPayment(view, redirectUrl) ? hostedPagePath(redirectUrl) : null;
  const tone = view === 'declined' ? 'error' : 'warning';
  return (
    <InlineAlert tone={tone} title={t(`confirmation.${view}.title`)}>
      <div className={styles.column}>
        <p>{t(`confirmation.${view}.description`)}</p>
        <div className={styles.actions}>
          {retryPath ? (
            <Button onPress={() => window.location.assign(retryPath)} data-testid="retry-payment">
              {t('confirmation.retry')}
            </Button>
          ) : (
            <Button variant="secondary" onPress={onSearchAgain}>
              {t('confirmation.searchAgain')}
            </Button>
          )}
        </div>
      </div>
    </InlineAlert>
  );
}

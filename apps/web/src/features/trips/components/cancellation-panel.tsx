import type { TripDetail } from '@wayfare/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { DialogTrigger, ModalDialog } from '../../../components/ui/kit/dialog';
import { TriggerButton } from '../../../components/ui/kit/trigger-button';
import { useBrand } from '../../../lib/brand-context';
import { useMoneyFormat, usePointsFormat } from '../../../lib/money';
import { useCancelTrip } from '../api/trips-api';
import type { GuestKey } from '../model/guest-key';
import { formatDay } from '../model/trip-format';
import styles from './trips.module.css';

interface CancellationPanelProps {
  trip: TripDetail;
  guest: GuestKey | null;
  locale: string;
}

/** Each product's terms, the refund cancelling now would give, and the cancel button behind a confirmation. */
export function CancellationPanel({ trip, guest, locale }: CancellationPanelProps) {
  const { t } = useTranslation('trips');
  const money = useMoneyFormat();
  const formatPoints = usePointsFormat();
  // The brand's name for its points ("Wayfare Miles"), as the checkout shows them.
  const pointsLabel = useBrand().brand.customPointsLabel;
  const points = (count: number) => formatPoints(count, pointsLabel);
  const cancel = useCancelTrip(trip.orderNumber, guest);
  const { cancellation } = trip;
  // Cancelling unmounts the button the dialog would give focus back to: the outcome takes it instead, so a keyboard
  // or screen-reader traveller is not dropped at the top of the page.
  const outcome = useRef<HTMLParagraphElement>(null);
  const cancelledHere = useRef(false);
  useEffect(() => {
    if (!cancellation.cancelled || !cancelledHere.current) return;
    cancelledHere.current = false;
    outcome.current?.focus();
  }, [cancellation.cancelled]);
  const refundText = (split: TripDetail['cancellation']['refundNow']) =>
    split.points > 0
      ? t('cancel.refundSplit', { card: money(split.card), points: points(split.points) })
      : money(split.card);

  return (
    <section className={styles.section} aria-labelledby="trip-cancellation">
      <h2 id="trip-cancellation">{t('cancel.title')}</h2>
      <ul className={styles.terms}>
        {cancellation.products.map((product) => (
          <li key={product.productId} data-testid="cancellation-term">
            <strong>{product.title}</strong>:{' '}
            {product.kind === 'FREE' && product.freeUntil
              ? t('cancel.kind.FREE_until', { date: formatDay(product.freeUntil, locale) })
              : t(`cancel.kind.${product.kind}`, { penalty: money(product.penalty) })}
          </li>
        ))}
      </ul>
      {trip.products.some((product) => product.type === 'PACKAGE') ? (
        <p className={styles.muted}>{t('cancel.package')}</p>
      ) : null}
      {cancellation.cancelled ? (
        <p className={styles.refundDone} role="status" data-testid="refund" ref={outcome} tabIndex={-1}>
          {t('cancel.done', {
            date: formatDay(cancellation.cancelled.at, locale),
            refund: refundText(cancellation.cancelled.refund),
          })}
        </p>
      ) : cancellation.cancellable ? (
        <>
          <p data-testid="refund-now">{t('cancel.refundNow', { refund: refundText(cancellation.refundNow) })}</p>
          <DialogTrigger>
            <TriggerButton variant="secondary" className={styles.noPrint}>
              {t('cancel.button')}
            </TriggerButton>
            <ModalDialog role="alertdialog" title={t('cancel.confirmTitle')} titleClassName={styles.cardTitle}>
              {(close) => (
                <>
                  <p>{t('cancel.confirmBody', { refund: refundText(cancellation.refundNow) })}</p>
                  {cancel.isError ? <p role="alert">{t('cancel.failed')}</p> : null}
                  <div className={styles.actions}>
                    <Button variant="ghost" onPress={close}>
                      {t('cancel.keep')}
                    </Button>
                    <Button
                      isDisabled={cancel.isPending}
                      onPress={() =>
                        cancel.mutate(undefined, {
                          onSuccess: () => {
                            cancelledHere.current = true;
                            close();
                          },
                        })
                      }
                    >
                      {t('cancel.confirm')}
                    </Button>
                  </div>
                </>
              )}
            </ModalDialog>
          </DialogTrigger>
        </>
      ) : (
        <p className={styles.muted}>{t('cancel.notCancellable')}</p>
      )}
    </section>
  );
}

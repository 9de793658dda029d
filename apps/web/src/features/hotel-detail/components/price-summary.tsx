import type { Pricing } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import type { ChosenRate } from '../model/pricing-view';
import type { ReserveStatus } from './use-reserve';
import { useBrandLocale, useMoneyFormat, usePointsFormat } from '../../../lib/money';
import { priceBreakdown } from '../model/pricing-view';
import { formatDate } from './format';
import styles from './hotel-detail.module.css';
import { mealPlanLabel } from '../../../lib/facet-labels';

interface PriceSummaryProps {
  pricing: Pricing;
  choice: ChosenRate;
  checkInTime: string | null;
  checkOutTime: string | null;
  pointsConversionRate?: number | null;
  customPointsLabel?: string | null;
  onReserve: () => void;
  status: ReserveStatus;
  /**
   * The room just ticked is being priced: the amounts are still the previous room's (kept to avoid a flash), so
   * they are marked as updating and Reserve waits; nobody reserves a room other than the one ticked.
   */
  isUpdating?: boolean;
}

/** Dates, guests, the chosen room and what it costs (stay, flight, total, points), and the reserve action. */
export function PriceSummary(props: PriceSummaryProps) {
  const { pricing, choice, status, isUpdating = false } = props;
  // The brand's locale (en-IE: "Mon 25 Jan 2027"), as the search form and the trip pages write dates.
  const locale = useBrandLocale();
  const { t } = useTranslation('hotel-detail');
  const breakdown = priceBreakdown(pricing, choice);
  const money = useMoneyFormat();
  const formatPoints = usePointsFormat();
  const points = breakdown.points;
  const guests = pricing.adults + pricing.childrenAges.length;
  return (
    <section className={styles.summary} aria-labelledby="price-summary">
      <h2 id="price-summary" className={styles.cardTitle}>
        {t('summary.title')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('summary.checkIn')}</dt>
          <dd>
            {formatDate(pricing.checkIn, locale)}
            {props.checkInTime && (
              <span className={styles.muted}> · {t('summary.from', { time: props.checkInTime })}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('summary.checkOut')}</dt>
          <dd>
            {formatDate(pricing.checkOut, locale)}
            {props.checkOutTime && (
              <span className={styles.muted}> · {t('summary.until', { time: props.checkOutTime })}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('summary.guests')}</dt>
          <dd>
            {t('summary.nights', { count: pricing.nights })} · {t('summary.guestsCount', { count: guests })}
            {pricing.occupancy && pricing.occupancy.length > 1 && (
              <ul className={styles.roomList}>
                {pricing.occupancy.map((room, index) => (
                  <li key={index}>
                    {t('summary.roomParty', {
                      index: index + 1,
                      party: [
                        t('summary.adults', { count: room.adults }),
                        ...(room.childrenAges.length > 0
                          ? [t('summary.children', { count: room.childrenAges.length })]
                          : []),
                      ].join(' · '),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('summary.room')}</dt>
          <dd>
            {choice.room.name} · {mealPlanLabel(t, choice.rate.mealPlan)}
            {pricing.occupancy && pricing.occupancy.length > 1 && (
              <span className={styles.muted}> · {t('summary.roomsCount', { count: pricing.occupancy.length })}</span>
            )}
          </dd>
        </div>
      </dl>
      <dl className={isUpdating ? `${styles.breakdown} ${styles.updating}` : styles.breakdown} aria-busy={isUpdating}>
        <div>
          <dt>{t('summary.stay')}</dt>
          <dd>{money(breakdown.stay)}</dd>
        </div>
        {pricing.transport && (
          <div>
            <dt>{t('summary.flight')}</dt>
            <dd>{money(breakdown.transport)}</dd>
          </div>
        )}
        <div className={styles.totalRow}>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="detail-total">{money(breakdown.total)}</dd>
        </div>
        {breakdown.member && (
          <div className={styles.totalRow}>
            <dt>{t('summary.memberTotal')}</dt>
            <dd data-testid="detail-member-total">{money(breakdown.member)}</dd>
          </div>
        )}
      </dl>
      {points !== null && (
        <p className={styles.pointsLine}>
          {t('summary.points', {
            points: formatPoints(points),
            label: props.customPointsLabel || t('rates.pointsDefault'),
          })}
        </p>
      )}
      {/* Phones: the total and Reserve stay at the bottom of the screen on a long hotel page (issue 16). */}
      <div className={styles.reserveBar}>
        <p
          className={isUpdating ? `${styles.reserveBarTotal} ${styles.updating}` : styles.reserveBarTotal}
          aria-hidden="true"
        >
          <span>{t('summary.total')}</span>
          <strong>{money(breakdown.member ?? breakdown.total)}</strong>
        </p>
        <Button
          size="large"
          block
          onPress={props.onReserve}
          isPending={status === 'reserving' || status === 'opening'}
          isDisabled={status === 'done' || isUpdating}
        >
          {t('summary.reserve')}
        </Button>
      </div>
      {isUpdating && (
        <p className={styles.pointsLine} role="status">
          {t('summary.updating')}
        </p>
      )}
      {status === 'failed' && (
        <InlineAlert tone="error" title={t('summary.failedTitle')}>
          {t('summary.failedDescription')}
        </InlineAlert>
      )}
      {status === 'opening' && (
        <p className={styles.pointsLine} role="status">
          {t('summary.opening')}
        </p>
      )}
      {status === 'done' && (
        <InlineAlert tone="success" title={t('summary.doneTitle')}>
          {t('summary.doneDescription')}
        </InlineAlert>
      )}
    </section>
  );
}

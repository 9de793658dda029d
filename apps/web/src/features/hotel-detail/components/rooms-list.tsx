import type { Money, Pricing } from '@wayfare/contract';
import { formatPoints } from '@wayfare/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup } from '../../../components/ui/kit/radio-group';
import { ratesByMealPlan } from '../model/pricing-view';
import { formatMoneyIn, useBrandLocale } from '../../../lib/money';
import { formatLocalDateTime } from './format';
import styles from './hotel-detail.module.css';
import { mealPlanLabel } from '../../../lib/facet-labels';

type Rate = Pricing['rooms'][number]['rates'][number];

interface RoomsListProps {
  pricing: Pricing;
  selectedRateId: string;
  onSelectRate: (rateId: string) => void;
  customPointsLabel?: string | null;
}

/** Takes the list's `t` and locale: one text and locale lookup per list, not per rate (hydration cost, issue 16). */
function CancellationText({ rate, t, locale }: { rate: Rate; t: TFunction<'hotel-detail'>; locale: string }) {
  const policy = rate.cancellationPolicy;
  if (policy.refundable && policy.freeCancellationUntil) {
    return (
      <span className={styles.free}>
        {t('rates.freeUntil', { date: formatLocalDateTime(policy.freeCancellationUntil, locale) })}
      </span>
    );
  }
  return <span className={styles.nonRefundable}>{t('rates.nonRefundable')}</span>;
}

/** Rooms with their rates per meal plan and cancellation policy; one radio group for the whole choice. */
export function RoomsList({ pricing, selectedRateId, onSelectRate, customPointsLabel }: RoomsListProps) {
  const { t } = useTranslation('hotel-detail');
  const locale = useBrandLocale();
  const formatMoney = (value: Money) => formatMoneyIn(locale, value);
  return (
    <RadioGroup
      label={t('rooms.title')}
      hideLabel
      value={selectedRateId}
      onChange={onSelectRate}
      className={styles.rooms}
    >
      {pricing.rooms.map((room) => (
        <section key={room.roomId} className={styles.room} aria-labelledby={`room-${room.roomId}`}>
          <header className={styles.roomHead}>
            <h3 id={`room-${room.roomId}`} className={styles.roomName}>
              {room.name}
            </h3>
            <p className={styles.roomText}>
              {room.description} · {t('rooms.sleeps', { count: room.maxOccupancy })}
            </p>
          </header>
          {ratesByMealPlan(room).map((group) => (
            <div key={group.mealPlan} className={styles.mealGroup}>
              <p className={styles.mealName}>{mealPlanLabel(t, group.mealPlan)}</p>
              <ul className={styles.rates}>
                {group.rates.map((rate) => (
                  <li
                    key={rate.rateId}
                    className={`${styles.rate} ${rate.rateId === selectedRateId ? styles.rateChosen : ''}`}
                  >
                    <Radio value={rate.rateId} className={styles.rateRadio}>
                      <span className={styles.rateLabel}>
                        <span className={styles.rateTitle}>{mealPlanLabel(t, rate.mealPlan)}</span>
                        <CancellationText rate={rate} t={t} locale={locale} />
                      </span>
                    </Radio>
                    <span className={styles.ratePrice}>
                      <strong>{formatMoney(rate.price.total)}</strong>
                      <span>
                        {t('rates.perNight', {
                          amount: formatMoney(rate.price.perNight),
                        })}
                      </span>
                      {rate.pointsEquivalent !== null && (
                        <span>
                          {t('rates.points', {
                            points: formatPoints(rate.pointsEquivalent, locale),
                            label: customPointsLabel || t('rates.pointsDefault'),
                          })}
                        </span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </RadioGroup>
  );
}

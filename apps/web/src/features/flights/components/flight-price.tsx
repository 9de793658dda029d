import type { TransportProposal } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, pointsFor } from '../model/itinerary-format';
import styles from './flight-card.module.css';
import { MemberPrice } from './member-price';

export interface PriceDisplayProps {
  language: string;
  pointsConversionRate?: number | null;
  customPointsLabel?: string | null;
}

/** Price per person (adult), the total for everyone, and the points equivalent when the brand has a rate. */
export function FlightPrice({
  proposal,
  language,
  pointsConversionRate,
  customPointsLabel,
}: PriceDisplayProps & { proposal: TransportProposal }) {
  const { t } = useTranslation('flights');
  const adult = proposal.price.perTraveller.find((item) => item.type === 'ADULT') ?? proposal.price.perTraveller[0];
  const travellers = proposal.price.perTraveller.reduce((sum, item) => sum + item.count, 0);
  const total = proposal.price.total;
  const points = pointsFor(total.amount, pointsConversionRate);
  return (
    <div className={styles.price}>
      {adult && (
        <p className={styles.perPerson}>
          <span className={styles.amount}>{formatMoney(adult.amount.amount, adult.amount.currency, language)}</span>
          <span className={styles.unit}>{t('price.perAdult')}</span>
        </p>
      )}
      <p className={styles.total}>
        {t('price.total', { amount: formatMoney(total.amount, total.currency, language), count: travellers })}
      </p>
      {proposal.memberPrice && <MemberPrice price={proposal.memberPrice} language={language} />}
      {points !== null && (
        <p className={styles.points}>
          {t('price.points', {
            points: formatNumber(points, language),
            label: customPointsLabel || t('price.pointsDefault'),
          })}
        </p>
      )}
    </div>
  );
}

import type { TransportProposal } from '@wayfare/contract';
import { formatPoints } from '@wayfare/contract';
import type { TFunction } from 'i18next';
import { formatMoneyIn, useBrandLocale } from '../../../lib/money';
import styles from './flight-card.module.css';
import { MemberPrice } from './member-price';

export interface PriceDisplayProps {
  language: string;
  pointsConversionRate?: number | null;
  customPointsLabel?: string | null;
}

/**
 * Price per person (adult), the total for everyone, the member's total when the server priced one, and the
 * points equivalent of what this visitor pays (the server's pointsEquivalent: no price is computed here).
 */
export function FlightPrice({
  proposal,
  customPointsLabel,
  from = false,
  t,
}: PriceDisplayProps & {
  proposal: Pick<TransportProposal, 'price' | 'memberPrice' | 'pointsEquivalent'>;
  /** A "from" price: the cheapest of the flight's fare families (the card; the detail shows the chosen one). */
  from?: boolean;
  /** The holder's `flights` texts: 20 cards read them once each, not once per part (issue 16 TBT). */
  t: TFunction<'flights'>;
}) {
  // One locale lookup for both formats (useMoneyFormat and usePointsFormat would each look it up).
  const locale = useBrandLocale();
  const adult = proposal.price.perTraveller.find((item) => item.type === 'ADULT') ?? proposal.price.perTraveller[0];
  const travellers = proposal.price.perTraveller.reduce((sum, item) => sum + item.count, 0);
  const total = proposal.price.total;
  const points = proposal.pointsEquivalent ?? null;
  return (
    <div className={styles.price}>
      {adult && (
        <p className={styles.perPerson}>
          {from && <span className={styles.unit}>{t('price.from')}</span>}
          <span className={styles.amount}>{formatMoneyIn(locale, adult.amount)}</span>
          <span className={styles.unit}>{t('price.perAdult')}</span>
        </p>
      )}
      <p className={styles.total}>{t('price.total', { amount: formatMoneyIn(locale, total), count: travellers })}</p>
      {proposal.memberPrice && <MemberPrice price={proposal.memberPrice} />}
      {points !== null && (
        <p className={styles.points}>
          {t('price.points', {
            points: formatPoints(points, locale),
            label: customPointsLabel || t('price.pointsDefault'),
          })}
        </p>
      )}
    </div>
  );
}

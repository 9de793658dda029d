import type { Money, StayProposal } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, formatNumber } from '../model/stay-format';
import { PackageFlight } from './package-flight';
import { StayRating, StayStars } from './stay-rating';
import styles from './stay-card.module.css';

export interface StayCardProps {
  proposal: StayProposal;
  href: string;
  nights: number;
  travellers: number;
  language: string;
  customPointsLabel?: string | null;
  /** Highlighted from the map (hover or focus on its marker). */
  highlighted?: boolean;
  /** First cards load their image eagerly (LCP); the rest lazily. */
  eager?: boolean;
}

/** A signed-in member's total (issue 8); its texts load with the `membership` namespace, shown once there. */
function StayMemberPrice({ price, language }: { price: Money; language: string }) {
  const { t, ready } = useTranslation('membership', { useSuspense: false });
  if (!ready) return null;
  return (
    <p className={styles.memberPrice} data-testid="member-price">
      <span className={styles.memberBadge}>{t('memberPrice.label')}</span>{' '}
      <span className={styles.memberAmount}>{formatMoney(price.amount, price.currency, language)}</span>
    </p>
  );
}

/** One stay of the results: what a traveller compares at a glance, and the way into its rooms. */
export function StayCard({
  proposal,
  href,
  nights,
  travellers,
  language,
  customPointsLabel,
  highlighted,
  eager,
}: StayCardProps) {
  const { t } = useTranslation('stays');
  const { accommodation: stay, price } = proposal;
  const headingId = `stay-${proposal.id}`;
  return (
    <article className={`${styles.card} ${highlighted ? styles.highlighted : ''}`} aria-labelledby={headingId}>
      <div className={styles.media}>
        <img
          src={stay.image}
          alt=""
          width={320}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={styles.image}
        />
        {proposal.promotion && (
          <span className={styles.promo}>
            {t('card.promotion', { label: proposal.promotion.label, percent: proposal.promotion.discountPercent })}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <span className={styles.type}>{t(`propertyType.${stay.type}`, { defaultValue: stay.type })}</span>
          <StayStars stars={stay.stars} />
        </div>
        <h3 className={styles.name} id={headingId}>
          <Link to={href} className={styles.nameLink}>
            {stay.name}
          </Link>
        </h3>
        <p className={styles.location}>
          <svg className={styles.pin} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5c0 3.4 4.5 8.5 4.5 8.5s4.5-5.1 4.5-8.5A4.5 4.5 0 0 0 8 1.5Zm0 6.2a1.7 1.7 0 1 1 0-3.4 1.7 1.7 0 0 1 0 3.4Z" />
          </svg>
          {stay.address.city} ·{' '}
          {t('card.fromCentre', { distance: formatNumber(proposal.distanceFromCentreKm, language, 1) })}
        </p>
        <StayRating rating={stay.rating} language={language} />
        <ul className={styles.perks}>
          <li className={styles.meal}>{t(`mealPlan.${proposal.mealPlan}`)}</li>
          {proposal.freeCancellation && <li className={styles.freeCancel}>{t('card.freeCancellation')}</li>}
        </ul>
        {proposal.flight && <PackageFlight flight={proposal.flight} />}
      </div>
      <div className={styles.priceBox}>
        <p className={styles.priceFor}>
          {t('card.priceFor', {
            nights: t('card.nights', { count: nights }),
            travellers: t('card.travellers', { count: travellers }),
          })}
        </p>
        {price.beforeDiscount && (
          <p className={styles.before}>
            <span className={styles.srOnly}>{t('card.before')} </span>
            <s>{formatMoney(price.beforeDiscount.amount, price.beforeDiscount.currency, language)}</s>
          </p>
        )}
        <p className={styles.total}>{formatMoney(price.total.amount, price.total.currency, language)}</p>
        {proposal.memberPrice && <StayMemberPrice price={proposal.memberPrice} language={language} />}
        <p className={styles.perNight}>
          {t('card.perNight', { amount: formatMoney(price.perNight.amount, price.perNight.currency, language) })}
        </p>
        {proposal.pointsEquivalent !== null && (
          <p className={styles.points}>
            {t('card.points', {
              points: formatNumber(proposal.pointsEquivalent, language),
              label: customPointsLabel || t('card.pointsDefault'),
            })}
          </p>
        )}
        <Link to={href} className={styles.cta} aria-describedby={headingId}>
          {t('card.seeRooms')}
        </Link>
      </div>
    </article>
  );
}

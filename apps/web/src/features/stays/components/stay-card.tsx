import type { Money, StayProposal } from '@wayfare/contract';
import { discountPercent, formatPoints } from '@wayfare/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoneyIn } from '../../../lib/money';
import { formatNumber } from '../model/stay-format';
import { PackageFlight } from './package-flight';
import { StayRating, StayStars } from './stay-rating';
import styles from './stay-card.module.css';
import { mealPlanLabel, propertyTypeLabel } from '../../../lib/facet-labels';

export interface StayCardProps {
  proposal: StayProposal;
  href: string;
  nights: number;
  travellers: number;
  language: string;
  /** The brand locale of the amounts (useBrandLocale), looked up once for the whole list. */
  locale: string;
  customPointsLabel?: string | null;
  /** Highlighted from the map (hover or focus on its marker). */
  highlighted?: boolean;
  /** First cards load their image eagerly (LCP); the rest lazily. */
  eager?: boolean;
}

/** A signed-in member's total (issue 8); its texts load with the `membership` namespace, shown once there. */
function StayMemberPrice({ price, locale }: { price: Money; locale: string }) {
  const { t, ready } = useTranslation('membership', { useSuspense: false });
  if (!ready) return null;
  return (
    <p className={styles.memberPrice} data-testid="member-price">
      <span className={styles.memberBadge}>{t('memberPrice.label')}</span>{' '}
      <span className={styles.memberAmount}>{formatMoneyIn(locale, price)}</span>
    </p>
  );
}

/**
 * One stay of the results: what a traveller compares at a glance, and the way into its rooms. Memoised: its props
 * are the proposal from the query cache and plain values, so a re-render of the results region (after hydration,
 * a highlight from the map, the sidebar's deferred facets) leaves the 20 cards alone (design.md quality bars: TBT).
 * It reads its texts once and gets the locale from the list: its parts take both (20 cards hydrate at once; a lookup
 * per part and per price hook was 5 text lookups a card).
 */
export const StayCard = memo(function StayCard({
  proposal,
  href,
  nights,
  travellers,
  language,
  locale,
  customPointsLabel,
  highlighted,
  eager,
}: StayCardProps) {
  const { t } = useTranslation('stays');
  const formatMoney = (value: Money) => formatMoneyIn(locale, value);
  const { accommodation: stay, price } = proposal;
  // The badge states the reduction between the two amounts the card shows, never a percent of its own.
  const percent = price.beforeDiscount ? discountPercent(price.beforeDiscount, price.total) : 0;
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
          // The first cards' photos are the results page's LCP element: fetched first (the server also preloads them).
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className={styles.image}
        />
        {proposal.promotion && percent > 0 && (
          <span className={styles.promo} data-testid="promo-badge">
            {t('card.promotion', { label: proposal.promotion.label, percent })}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <span className={styles.type}>{propertyTypeLabel(t, stay.type)}</span>
          <StayStars stars={stay.stars} t={t} />
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
        <StayRating rating={stay.rating} language={language} t={t} />
        <ul className={styles.perks}>
          <li className={styles.meal}>{mealPlanLabel(t, proposal.mealPlan)}</li>
          {proposal.freeCancellation && <li className={styles.freeCancel}>{t('card.freeCancellation')}</li>}
        </ul>
        {proposal.flight && <PackageFlight flight={proposal.flight} t={t} />}
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
            <s data-testid="price-before">{formatMoney(price.beforeDiscount)}</s>
          </p>
        )}
        <p className={styles.total} data-testid="stay-total">
          {formatMoney(price.total)}
        </p>
        {proposal.memberPrice && <StayMemberPrice price={proposal.memberPrice} locale={locale} />}
        <p className={styles.perNight}>{t('card.perNight', { amount: formatMoney(price.perNight) })}</p>
        {proposal.pointsEquivalent !== null && (
          <p className={styles.points}>
            {t('card.points', {
              points: formatPoints(proposal.pointsEquivalent, locale),
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
});

import type { DealItem } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandLocale, useMoneyFormat } from '../../../lib/money';
import { formatDealDates } from '../model/deal-format';
import { dealSearchUrl } from '../model/deal-search';
import styles from './deal-card.module.css';

export interface DealCardProps {
  deal: DealItem;
  /** spec §3 offers "club flag": the brand's own club offers carry a badge. */
  club?: boolean;
  /** First cards load their image eagerly (LCP); the rest lazily. */
  eager?: boolean;
}

/** One deal: image, product, title, destination, dates, nights and "from" price; the whole card opens the deal. */
export function DealCard({ deal, club = false, eager = false }: DealCardProps) {
  const { t } = useTranslation('deals');
  const locale = useBrandLocale();
  const formatMoney = useMoneyFormat();
  const headingId = `deal-${deal.id}`;
  const nights = deal.nights > 0 ? t('card.nights', { count: deal.nights }) : t('card.flightOnly');
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={deal.imageUrl}
          alt=""
          width={800}
          height={520}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={styles.tags}>
          <span className={styles.tag}>{t(`products.${deal.productType}`)}</span>
          {club && <span className={`${styles.tag} ${styles.club}`}>{t('card.club')}</span>}
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.destination}>{deal.destination.name}</p>
        <h3 className={styles.title} id={headingId}>
          {/* The title's link covers the card (one tab stop, one link name). */}
          <Link to={dealSearchUrl(deal)} className={styles.link}>
            {deal.title}
          </Link>
        </h3>
        <p className={styles.meta}>
          <span>{formatDealDates(deal.dates.from, deal.dates.to, locale)}</span>
          <span aria-hidden="true"> · </span>
          <span>{nights}</span>
        </p>
        <div className={styles.footer}>
          <p className={styles.price}>
            <span className={styles.from}>{t('card.from')}</span>{' '}
            <span className={styles.amount}>{formatMoney(deal.priceFrom)}</span>{' '}
            <span className={styles.for}>{t('card.forTwo')}</span>
          </p>
          <span className={styles.cta} aria-hidden="true">
            {t('card.cta')}
          </span>
        </div>
      </div>
    </article>
  );
}

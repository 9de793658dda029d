import type { EndpointResult } from '@wayfare/contract';
import type { shoppingHdpApi } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Gallery } from './gallery';
import { LocationSection } from './location-section';
import styles from './hotel-detail.module.css';
import { numberFormat } from '../../../lib/intl-format';
import { amenityLabel, characteristicLabel, propertyTypeLabel } from '../../../lib/facet-labels';

type StaticData = EndpointResult<(typeof shoppingHdpApi)['RetreiveAccommodationStaticData']>;
type Promotion = EndpointResult<(typeof shoppingHdpApi)['RetreiveAccommodationPromotion']>;

/** The stay itself: name, stars, rating, gallery, promotion, description, amenities and location. */
export function StayOverview({
  stay,
  promotion,
  language,
  mapTileUrl,
}: {
  stay: StaticData;
  promotion: Promotion;
  language: string;
  mapTileUrl: string | null;
}) {
  const { t } = useTranslation('hotel-detail');
  const number = numberFormat(language, { maximumFractionDigits: 1 });
  const address = [stay.address.street, stay.address.postalCode, stay.address.city].filter(Boolean).join(', ');
  return (
    <div className={styles.overview}>
      <header className={styles.head}>
        <p className={styles.kicker}>
          {propertyTypeLabel(t, stay.type)}
          {stay.stars > 0 && (
            <span className={styles.stars} role="img" aria-label={t('stars', { count: stay.stars })}>
              {' '}
              {'★'.repeat(stay.stars)}
            </span>
          )}
        </p>
        <h1 className={styles.name}>{stay.name}</h1>
        <p className={styles.address}>
          {address} · {t('fromCentre', { distance: number.format(stay.distanceFromCentreKm) })}
        </p>
        {stay.rating && (
          <p className={styles.ratingLine}>
            <span className={styles.score}>{number.format(stay.rating.score)}</span>
            {t('reviews', {
              count: stay.rating.count,
              formatted: numberFormat(language).format(stay.rating.count),
            })}
          </p>
        )}
      </header>
      <Gallery images={stay.images} />
      {promotion && (
        <div className={styles.promotion} role="note">
          <strong>{promotion.title}</strong> · {t('promotion.discount', { percent: promotion.discountPercent })}
          <p>{promotion.description}</p>
          <p className={styles.muted}>{t('promotion.until', { date: promotion.validUntil })}</p>
        </div>
      )}
      <section className={styles.card} aria-labelledby="about-heading">
        <h2 id="about-heading" className={styles.cardTitle}>
          {t('about')}
        </h2>
        <p className={styles.description}>{stay.description}</p>
        <h3 className={styles.subTitle}>{t('amenities')}</h3>
        <ul className={styles.amenities}>
          {stay.amenities.map((code) => (
            <li key={code}>{amenityLabel(t, code)}</li>
          ))}
          {stay.characteristics.map((code) => (
            <li key={code}>{characteristicLabel(t, code)}</li>
          ))}
        </ul>
        <h3 className={styles.subTitle}>{t('location')}</h3>
        <p className={styles.description}>
          {address} ({stay.address.country}) · {t('fromCentre', { distance: number.format(stay.distanceFromCentreKm) })}
        </p>
        <LocationSection name={stay.name} coordinates={stay.coordinates} tileUrl={mapTileUrl} />
        <p className={styles.description}>{t('times', { checkIn: stay.checkInTime, checkOut: stay.checkOutTime })}</p>
      </section>
    </div>
  );
}

/** Placeholder blocks while the stay or its rooms load (keeps the layout from jumping). */
export function DetailSkeleton({ label, compact }: { label: string; compact?: boolean }) {
  return (
    <div role="status" aria-label={label} className={compact ? styles.skeletonCompact : styles.skeleton}>
      <span />
      <span />
      <span />
    </div>
  );
}

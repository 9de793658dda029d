import type { TFunction } from 'i18next';
import { formatNumber, ratingBand } from '../model/stay-format';
import styles from './stay-card.module.css';

// Both take the card's `t` (issue 16 TBT: 20 cards hydrate at once; a lookup of their own per part was 3 a card).

/** Stars as a row of glyphs with one accessible name ("4 stars"). */
export function StayStars({ stars, t }: { stars: number; t: TFunction<'stays'> }) {
  if (stars <= 0) return null;
  return (
    <span className={styles.stars} role="img" aria-label={t('card.stars', { count: stars })}>
      {'★'.repeat(stars)}
    </span>
  );
}

/** Guest score out of 10, its word and the number of reviews. */
export function StayRating({
  rating,
  language,
  t,
}: {
  rating: { score: number; count: number } | null;
  language: string;
  t: TFunction<'stays'>;
}) {
  if (!rating) return <span className={styles.noRating}>{t('card.noRating')}</span>;
  return (
    <span className={styles.rating}>
      <span className={styles.score}>{formatNumber(rating.score, language, 1)}</span>
      <span className={styles.ratingText}>
        <span className={styles.ratingWord}>{t(`rating.${ratingBand(rating.score)}`)}</span>
        <span className={styles.reviews}>
          {t('card.reviews', { count: rating.count, formatted: formatNumber(rating.count, language) })}
        </span>
      </span>
    </span>
  );
}

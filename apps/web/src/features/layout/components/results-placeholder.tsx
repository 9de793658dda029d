import { useTranslation } from 'react-i18next';
import styles from './results-placeholder.module.css';

/** The screens whose results region waits for a search (spec §2 search, detail and deals screens). */
export type ResultsScreen =
  'DP' | 'H' | 'HGH' | 'F' | 'FF' | 'memSearch' | 'hdpMemSearch' | 'deals' | 'dealSearch' | 'hotelDetail';

function SearchIllustration() {
  return (
    <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="16" fill="none" stroke="currentColor" strokeWidth="5" />
      <path d="M40 40 L54 54" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The results region of a search screen before anything was searched: says, for this product, what will
 * appear here and how to get it (the search form above).
 */
export function ResultsPlaceholder({ screen }: { screen: ResultsScreen }) {
  const { t } = useTranslation('layout');
  return (
    <section className={styles.region} aria-labelledby="results-heading">
      <h2 id="results-heading" className={styles.srOnly}>
        {t('results.heading')}
      </h2>
      <div className={styles.empty}>
        <SearchIllustration />
        <p className={styles.title}>{t(`results.${screen}.title`)}</p>
        <p className={styles.description}>{t(`results.${screen}.description`)}</p>
      </div>
    </section>
  );
}

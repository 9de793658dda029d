import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './deals-view.module.css';

/** Card-shaped placeholders while the deals load (no layout shift when they arrive). */
export function DealsSkeleton() {
  return (
    <ul className={styles.skeleton} aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <li key={key} className={styles.skeletonCard}>
          <span className={styles.skeletonMedia} />
          <span className={styles.skeletonLine} />
          <span className={`${styles.skeletonLine} ${styles.short}`} />
        </li>
      ))}
    </ul>
  );
}

export interface DealsNoticeProps {
  /** `none`: the brand has no deal now; `filtered`: none matches the filters; `error`: the list failed. */
  kind: 'none' | 'filtered' | 'error';
  onAction?: () => void;
}

/** Says why no deal shows and offers the way forward (clear the filters, try again, or search). */
export function DealsNotice({ kind, onAction }: DealsNoticeProps) {
  const { t } = useTranslation('deals');
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t(`${kind}.title`)}</p>
      <p className={styles.emptyText}>{t(`${kind}.description`)}</p>
      {onAction ? (
        <button type="button" className={styles.emptyAction} onClick={onAction}>
          {t(`${kind}.action`)}
        </button>
      ) : (
        <Link to="/" className={styles.emptyAction}>
          {t('none.action')}
        </Link>
      )}
    </div>
  );
}

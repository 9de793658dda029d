import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import styles from './stay-results.module.css';

/** Values of a shared link that could not be used: say what fell back instead of failing silently. */
export function StayUrlNotice({ fields }: { fields: readonly string[] }) {
  const { t } = useTranslation('stays');
  if (fields.length === 0) return null;
  const names = [...new Set(fields)].map((field) => t(`urlFields.${field}`, { defaultValue: field })).join(', ');
  return (
    <Alert
      type="warning"
      showIcon
      title={t('notice.badUrlTitle')}
      description={t('notice.badUrl', { fields: names })}
    />
  );
}

interface NoStaysProps {
  reason: 'incomplete' | 'none' | 'error';
  changeSearchHref: string;
  onChangeSearch?: () => void;
  onClearFilters: (() => void) | null;
  onRetry?: () => void;
}

/** Nothing to show: nothing searched yet, nothing found (NO_CONTENT) or a failure, each with a way forward. */
export function NoStays({ reason, changeSearchHref, onChangeSearch, onClearFilters, onRetry }: NoStaysProps) {
  const { t } = useTranslation('stays');
  return (
    <div className={styles.empty} role={reason === 'incomplete' ? undefined : 'alert'}>
      <svg className={styles.emptyIcon} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path
          d="M8 54 V26 L32 10 L56 26 V54 Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M24 54 V38 H40 V54" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <h2 className={styles.emptyTitle}>{t(`empty.${reason}.title`)}</h2>
      <p className={styles.emptyText}>{t(`empty.${reason}.description`)}</p>
      <div className={styles.emptyActions}>
        {onClearFilters && (
          <Button size="large" onClick={onClearFilters}>
            {t('empty.clearFilters')}
          </Button>
        )}
        {reason === 'error' && onRetry && (
          <Button size="large" onClick={onRetry}>
            {t('empty.retry')}
          </Button>
        )}
        {onChangeSearch ? (
          <Button type="primary" size="large" onClick={onChangeSearch}>
            {t('empty.changeSearch')}
          </Button>
        ) : (
          <Button type="primary" size="large" href={changeSearchHref}>
            {t('empty.changeSearch')}
          </Button>
        )}
      </div>
    </div>
  );
}

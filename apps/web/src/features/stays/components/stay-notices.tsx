import { useTranslation } from 'react-i18next';
import { ChangeSearchButton, EmptyState } from '../../../components/results/empty-state';
import { Button } from '../../../components/ui/kit/button';

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
    <EmptyState
      alert={reason !== 'incomplete'}
      icon={
        <>
          <path
            d="M8 54 V26 L32 10 L56 26 V54 Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path d="M24 54 V38 H40 V54" fill="none" stroke="currentColor" strokeWidth="3" />
        </>
      }
      title={t(`empty.${reason}.title`)}
      text={t(`empty.${reason}.description`)}
      actions={
        <>
          {onClearFilters && (
            <Button variant="secondary" size="large" onPress={onClearFilters}>
              {t('empty.clearFilters')}
            </Button>
          )}
          {reason === 'error' && onRetry && (
            <Button variant="secondary" size="large" onPress={onRetry}>
              {t('empty.retry')}
            </Button>
          )}
          <ChangeSearchButton label={t('empty.changeSearch')} href={changeSearchHref} onClick={onChangeSearch} />
        </>
      }
    />
  );
}

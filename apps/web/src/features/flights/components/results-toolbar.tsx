import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { SORT_VALUES } from '../model/flight-view';
import type { FlightSort, FlightSortValue } from '../model/flight-view';
import styles from './flight-results.module.css';

interface ResultsToolbarProps {
  totalCount: number | null;
  sort: FlightSort;
  onSortChange: (sort: FlightSort) => void;
  /** FF: the sort is forced to PRICE (spec §9) and cannot be changed. */
  sortLocked: boolean;
  language: string;
  activeFilters: number;
  /** Phones: opens the filters drawer (null on wider screens, where the filters are a sidebar). */
  onOpenFilters: (() => void) | null;
}

/** The count of results, the sort selector and (on phones) the filters button. */
export function ResultsToolbar(props: ResultsToolbarProps) {
  const { totalCount, sort, onSortChange, sortLocked, language, activeFilters, onOpenFilters } = props;
  const { t } = useTranslation('flights');
  const labelId = useId();
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} role="status" aria-live="polite">
        {totalCount === null
          ? t('results.searching')
          : t('results.count', { count: totalCount, formatted: new Intl.NumberFormat(language).format(totalCount) })}
      </p>
      <div className={styles.toolbarActions}>
        {onOpenFilters && (
          <Button onClick={onOpenFilters} className={styles.filtersButton}>
            {activeFilters > 0 ? t('filters.openWithCount', { count: activeFilters }) : t('filters.open')}
          </Button>
        )}
        <span id={labelId} className={styles.sortLabel}>
          {t('sort.label')}
        </span>
        <Select<FlightSortValue>
          aria-labelledby={labelId}
          className={styles.sortSelect}
          value={sort.value}
          disabled={sortLocked}
          popupMatchSelectWidth={false}
          onChange={(value) => onSortChange({ value, ascending: true })}
          options={SORT_VALUES.map((value) => ({ value, label: t(`sort.${value}`) }))}
        />
      </div>
    </div>
  );
}

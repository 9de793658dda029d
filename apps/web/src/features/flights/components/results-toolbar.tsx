import { useTranslation } from 'react-i18next';
import { ResultsToolbar as ToolbarFrame } from '../../../components/results/results-toolbar';
import { Button } from '../../../components/ui/kit/button';
import { SORT_VALUES } from '../model/flight-view';
import type { FlightSort, FlightSortValue } from '../model/flight-view';
import { numberFormat } from '../../../lib/intl-format';

interface ResultsToolbarProps {
  totalCount: number | null;
  sort: FlightSort;
  onSortChange: (sort: FlightSort) => void;
  /** FF: the sort is forced to PRICE (spec §9) and cannot be changed. */
  sortLocked: boolean;
  language: string;
  activeFilters: number;
  /** Opens the filters drawer (null while there is nothing to filter). */
  onOpenFilters: (() => void) | null;
  /** Hides the filters button where the filters are a sidebar (CSS: one markup for every width). */
  filtersClassName?: string;
  /** False until the first page brings the facets: the button is there, disabled, so nothing moves when they come. */
  filtersReady: boolean;
}

/** The count of results, the sort selector and (on phones) the filters button. */
export function ResultsToolbar(props: ResultsToolbarProps) {
  const { totalCount, sort, onSortChange, sortLocked, language, activeFilters, onOpenFilters, filtersReady } = props;
  const { filtersClassName } = props;
  const { t } = useTranslation('flights');
  return (
    <ToolbarFrame<FlightSortValue>
      countText={
        totalCount === null
          ? t('results.searching')
          : t('results.count', { count: totalCount, formatted: numberFormat(language).format(totalCount) })
      }
      actions={
        onOpenFilters && (
          <Button variant="secondary" onPress={onOpenFilters} isDisabled={!filtersReady} className={filtersClassName}>
            {activeFilters > 0 ? t('filters.openWithCount', { count: activeFilters }) : t('filters.open')}
          </Button>
        )
      }
      sortLabel={t('sort.label')}
      sortValue={sort.value}
      sortDisabled={sortLocked}
      onSortChange={(value) => onSortChange({ value, ascending: true })}
      sortOptions={SORT_VALUES.map((value) => ({ value, label: t(`sort.${value}`) }))}
    />
  );
}

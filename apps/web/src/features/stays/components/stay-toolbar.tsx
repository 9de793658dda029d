import { useTranslation } from 'react-i18next';
import { ResultsToolbar } from '../../../components/results/results-toolbar';
import { Button } from '../../../components/ui/kit/button';
import { SORT_CHOICES, sortKey } from '../model/stay-view';
import type { StaySort } from '../model/stay-view';
import { numberFormat } from '../../../lib/intl-format';

interface StayToolbarProps {
  totalCount: number | null;
  sort: StaySort;
  onSortChange: (sort: StaySort) => void;
  language: string;
  activeFilters: number;
  /** Opens the filters drawer (null while there is nothing to filter). */
  onOpenFilters: (() => void) | null;
  /** Hides the filters button where the filters are a sidebar (CSS: one markup for every width). */
  filtersClassName?: string | undefined;
  /** False until the first page brings the facets: the button is there, disabled, so nothing moves when they come. */
  filtersReady: boolean;
  /** List or map (phones) / list only or list and map (wider screens). */
  mapShown: boolean;
  onToggleMap: () => void;
}

/** The number of stays, the sort selector, the filters button (phones) and the map toggle. */
export function StayToolbar(props: StayToolbarProps) {
  const {
    totalCount,
    sort,
    onSortChange,
    language,
    activeFilters,
    onOpenFilters,
    filtersReady,
    mapShown,
    onToggleMap,
    filtersClassName,
  } = props;
  const { t } = useTranslation('stays');
  const current = sortKey(sort);
  const choices = SORT_CHOICES.some((choice) => sortKey(choice) === current) ? SORT_CHOICES : [...SORT_CHOICES, sort];
  return (
    <ResultsToolbar<string>
      stacked
      countText={
        totalCount === null
          ? t('results.searching')
          : t('results.count', { count: totalCount, formatted: numberFormat(language).format(totalCount) })
      }
      actions={
        <>
          {onOpenFilters && (
            <Button variant="secondary" onPress={onOpenFilters} isDisabled={!filtersReady} className={filtersClassName}>
              {activeFilters > 0 ? t('filters.openWithCount', { count: activeFilters }) : t('filters.open')}
            </Button>
          )}
          <Button variant="secondary" onPress={onToggleMap} aria-pressed={mapShown}>
            {mapShown ? t('map.hide') : t('map.show')}
          </Button>
        </>
      }
      sortLabel={t('sort.label')}
      sortValue={current}
      onSortChange={(key) => {
        const choice = choices.find((item) => sortKey(item) === key);
        if (choice) onSortChange(choice);
      }}
      sortOptions={choices.map((choice) => ({ value: sortKey(choice), label: t(`sort.${sortKey(choice)}`) }))}
    />
  );
}

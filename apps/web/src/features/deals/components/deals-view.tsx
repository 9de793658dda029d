import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBrand } from '../../../lib/brand-context';
import { useBrandDeals } from '../api/get-deals-by-bp';
import { dealFilterOptions } from '../model/deal-filter-options';
import {
  countDealFilters,
  EMPTY_DEAL_FILTERS,
  filterDeals,
  parseDealFilters,
  writeDealFilters,
} from '../model/deal-filters';
import type { DealFilters } from '../model/deal-filters';
import { dealProfiles } from '../model/merge-deals';
import { DealFiltersBar } from './deal-filters-bar';
import { DealGrid } from './deal-grid';
import { DealsNotice, DealsSkeleton } from './deals-states';
import styles from './deals-view.module.css';

/**
 * The /deals list (spec §2): the brand's deals from every product's business profile, filtered from the URL
 * (style.md §5, so a filtered list can be shared); each card opens its deal as a search.
 */
export function DealsView() {
  const { t } = useTranslation('deals');
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const profiles = useMemo(
    () => dealProfiles(brand.products, brand.brand.businessProfileId),
    [brand.products, brand.brand.businessProfileId],
  );
  const { deals, isPending, isError, refetch } = useBrandDeals(profiles);
  const { filters, invalid } = parseDealFilters(params);
  const options = useMemo(() => dealFilterOptions(deals), [deals]);
  const shown = useMemo(() => filterDeals(deals, filters), [deals, filters]);
  const change = (next: DealFilters) =>
    setParams((current) => writeDealFilters(current, next), { replace: true, preventScrollReset: true });

  const loading = deals.length === 0 && isPending;
  return (
    <section className={styles.region} aria-labelledby="deals-results-heading">
      <h2 id="deals-results-heading" className={styles.srOnly}>
        {t('results')}
      </h2>
      {invalid.length > 0 && (
        <p className={styles.notice} role="status">
          {t('invalidFilters')}
        </p>
      )}
      {deals.length > 0 && (
        <DealFiltersBar
          filters={filters}
          options={options}
          currency={brand.brand.currency}
          language={brand.language}
          onChange={change}
        />
      )}
      <p className={styles.count} role="status" aria-live="polite">
        {loading ? t('loading') : deals.length > 0 ? t('count', { count: shown.length }) : ''}
      </p>
      {loading ? (
        <DealsSkeleton />
      ) : isError ? (
        <DealsNotice kind="error" onAction={refetch} />
      ) : deals.length === 0 ? (
        <DealsNotice kind="none" />
      ) : shown.length === 0 ? (
        <DealsNotice
          kind="filtered"
          onAction={countDealFilters(filters) ? () => change(EMPTY_DEAL_FILTERS) : undefined}
        />
      ) : (
        <DealGrid deals={shown} club={brand.offers.isClub} />
      )}
    </section>
  );
}

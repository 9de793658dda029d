import type { Language } from '@wayfare/contract';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersSidebar } from '../../../components/results/filters-sidebar';
import layout from '../../../components/results/results-layout.module.css';
import { UrlNotice } from '../../../components/results/url-notice';
import { Button } from '../../../components/ui/kit/button';
import { Drawer } from '../../../components/ui/kit/drawer';
import { useBreakpoint } from '../../../lib/breakpoints';
import { useFlightSearch } from '../api/create-flight-search';
import { useFlightProposals } from '../api/retrieve-flight-proposals';
import { buildRetrieveBody } from '../model/flight-request';
import { toCreateSearchBody } from '../model/flight-url';
import type { FlightProduct } from '../model/flight-url';
import { EMPTY_FILTERS, countActiveFilters } from '../model/flight-view';
import { withFilters, withSort } from '../model/flight-view-url';
import { freeFlightPriceCeiling } from '../model/free-flight';
import type { FreeFlightConditions } from '../model/free-flight';
import { FlightDetailDrawer } from './flight-detail-drawer';
import { FlightFiltersPanel } from './flight-filters-panel';
import type { FlightFiltersMetadata } from './flight-filters-panel';
import { FlightList } from './flight-list';
import { FreeFlightBanner, NoResults, SelectAdded, SelectError } from './flight-notices';
import { ResultsToolbar } from './results-toolbar';
import { useDeferredMount } from '../../../lib/use-progressive-list';
import { useSelectFlight } from './use-select-flight';
import { useFlightUrlState } from './use-flight-url-state';
import styles from './flight-results.module.css';
import { numberFormat } from '../../../lib/intl-format';

export interface FlightResultsProps {
  /** The route's product (spec §2: /F or /FF). */
  product: FlightProduct;
  language: Language;
  /** The brand's currency (prices come in it; default EUR). */
  currency: string;
  /** The brand configuration's domain (CreateCart's domainName). */
  domainName: string;
  /** The brand's businessProfileId for this product; without one the product cannot be searched. */
  businessProfileId: string | undefined;
  pointsConversionRate?: number | null;
  customPointsLabel?: string | null;
  /** FF: forces the PRICE sort and the price ceiling, and the voucher is shown (spec §9). */
  freeFlightConditions?: FreeFlightConditions | null;
  /** "Change search": e.g. open the header search on phones; default: the landing page with this search. */
  onChangeSearch?: () => void;
  /** Called with the new cart once CreateCart succeeds (the checkout continues from there). */
  onCartCreated?: (cart: { cartId: string; requestUuid: string }) => void;
  /** spec §4: told `true` while CreateCart runs and `false` once it ended (the app's cart fetching flag). */
  onCartCreating?: (pending: boolean) => void;
}

/**
 * The results region of /F and /FF: reads its whole state from the URL (search, filters, sort, page), runs
 * the asynchronous search (spec §4), and shows the list with facets, sort, paging and the detail view.
 */
export function FlightResults(props: FlightResultsProps) {
  const { product, language, currency, freeFlightConditions } = props;
  const { t } = useTranslation('flights');
  const { t: common } = useTranslation();
  const { isMobile } = useBreakpoint();
  const { search, view, setView, query } = useFlightUrlState(product);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The drawer (and its facets) mounts on first opening, then stays for its closing animation (TBT: phones).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const sidebarReady = useDeferredMount();
  const [detailId, setDetailId] = useState<string | null>(null);
  // The detail drawer mounts on the first "details", not with the list (TBT).
  const [detailUsed, setDetailUsed] = useState(false);
  const openDetail = (proposalId: string) => {
    setDetailUsed(true);
    setDetailId(proposalId);
  };
  const topRef = useRef<HTMLDivElement>(null);

  const createBody = useMemo(
    () => (props.businessProfileId ? toCreateSearchBody(search.values, props.businessProfileId, language) : null),
    [search.values, props.businessProfileId, language],
  );
  const searchQuery = useFlightSearch({ body: createBody });
  const searchId = searchQuery.data?.searchId ?? null;
  const retrieveBody = useMemo(
    () => buildRetrieveBody(view.view, language, freeFlightConditions),
    [view.view, language, freeFlightConditions],
  );
  const proposals = useFlightProposals({ searchId, body: retrieveBody });
  const select = useSelectFlight(props);

  // Facets stay usable after a filter that matched nothing (NO_CONTENT), so the traveller can undo it.
  const [kept, setKept] = useState<{ searchId: string; metadata: FlightFiltersMetadata } | null>(null);
  const fresh = searchId && proposals.data && !proposals.isPlaceholderData ? proposals.data.filtersMetadata : null;
  if (fresh && searchId && (kept?.metadata !== fresh || kept.searchId !== searchId))
    setKept({ searchId, metadata: fresh });
  const metadata = proposals.data?.filtersMetadata ?? (kept?.searchId === searchId ? kept.metadata : undefined);

  const activeFilters = countActiveFilters(view.view.filters);
  const changeFilters = (filters: typeof EMPTY_FILTERS) => setView(withFilters(view.view, filters));
  const ceiling = freeFlightConditions ? freeFlightPriceCeiling(freeFlightConditions) : null;
  const invalid = [...search.invalid, ...view.invalid];
  const changeSearchHref = `/?${new URLSearchParams(query).toString()}`;

  const incomplete = createBody === null;
  const failed = !incomplete && (searchQuery.isError || proposals.isError);
  const loading = !incomplete && !failed && !proposals.data;
  const updating = proposals.isPlaceholderData || (proposals.isFetching && !loading);

  const filtersPanel = (showHeading: boolean, facets: FlightFiltersMetadata | undefined) =>
    facets ? (
      <FlightFiltersPanel
        showHeading={showHeading}
        metadata={facets}
        filters={view.view.filters}
        onChange={changeFilters}
        currency={currency}
        language={language}
        priceCeiling={ceiling}
      />
    ) : null;
  // design.md quality bars (TBT): the sidebar's facets render in a low-priority pass after the list; until then
  // the sidebar's placeholder holds its width, so the list does not move.
  const sidebarMetadata = useDeferredValue(metadata);
  const openFilters = () => {
    setDrawerUsed(true);
    setFiltersOpen(true);
  };

  return (
    <section className={layout.region} aria-labelledby="flight-results-heading" ref={topRef}>
      <h2 id="flight-results-heading" className={styles.srOnly}>
        {t('results.heading')}
      </h2>
      <UrlNotice fields={invalid} namespace="flights" />
      {freeFlightConditions && <FreeFlightBanner conditions={freeFlightConditions} currency={currency} />}
      {incomplete ? (
        <NoResults
          reason="incomplete"
          changeSearchHref={changeSearchHref}
          onChangeSearch={props.onChangeSearch}
          onClearFilters={null}
        />
      ) : (
        <div className={styles.layout}>
          {/* One markup for every width (CSS hides the sidebar on phones): the server cannot know the width, and
              a layout switched after hydration moved the whole list (CLS). The facets fill it only where shown. */}
          <FiltersSidebar label={t('filters.title')} className={styles.sidebar}>
            {sidebarReady && !isMobile ? filtersPanel(true, sidebarMetadata) : null}
          </FiltersSidebar>
          <div className={layout.main}>
            <ResultsToolbar
              totalCount={failed ? 0 : (proposals.data?.totalCount ?? null)}
              sort={retrieveBody.sort}
              sortLocked={Boolean(freeFlightConditions)}
              onSortChange={(sort) => setView(withSort(view.view, sort))}
              language={language}
              activeFilters={activeFilters}
              onOpenFilters={metadata || loading ? openFilters : null}
              filtersClassName={styles.phoneOnly}
              filtersReady={metadata !== undefined}
            />
            {select.error && <SelectError onClose={select.clearError} />}
            {select.added && <SelectAdded onClose={select.clearAdded} />}
            {failed ? (
              <NoResults
                reason="none"
                changeSearchHref={changeSearchHref}
                onChangeSearch={props.onChangeSearch}
                onClearFilters={activeFilters > 0 ? () => changeFilters(EMPTY_FILTERS) : null}
              />
            ) : (
              <FlightList
                data={proposals.data}
                loading={loading}
                updating={updating}
                page={view.view.page}
                onPageChange={(page) => {
                  setView({ ...view.view, page }, { push: true });
                  topRef.current?.scrollIntoView({ block: 'start' });
                }}
                onDetails={openDetail}
                onSelect={select.start}
                selectingId={select.pendingId}
                language={language}
                pointsConversionRate={props.pointsConversionRate}
                customPointsLabel={props.customPointsLabel}
              />
            )}
          </div>
        </div>
      )}
      {isMobile && drawerUsed && (
        <Drawer
          isOpen={filtersOpen}
          onOpenChange={setFiltersOpen}
          title={t('filters.title')}
          closeLabel={common('ui.close')}
          footer={
            <Button size="large" block onPress={() => setFiltersOpen(false)}>
              {t('filters.showResults', {
                count: proposals.data?.totalCount ?? 0,
                formatted: numberFormat(language).format(proposals.data?.totalCount ?? 0),
              })}
            </Button>
          }
        >
          {filtersPanel(false, metadata)}
        </Drawer>
      )}
      {detailUsed && (
        <FlightDetailDrawer
          proposalId={detailId}
          searchId={searchId}
          onClose={() => setDetailId(null)}
          onSelect={select.start}
          selecting={select.pendingId !== null}
          notice={
            select.error ? (
              <SelectError onClose={select.clearError} />
            ) : select.added ? (
              <SelectAdded onClose={select.clearAdded} />
            ) : null
          }
          language={language}
          pointsConversionRate={props.pointsConversionRate}
          customPointsLabel={props.customPointsLabel}
        />
      )}
    </section>
  );
}

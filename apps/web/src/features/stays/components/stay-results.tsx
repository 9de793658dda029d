import type { Language } from '@wayfare/contract';
import { lazy, Suspense, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FiltersSidebar } from '../../../components/results/filters-sidebar';
import layout from '../../../components/results/results-layout.module.css';
import { UrlNotice } from '../../../components/results/url-notice';
import { Button } from '../../../components/ui/kit/button';
import { Drawer } from '../../../components/ui/kit/drawer';
import { useBreakpoint } from '../../../lib/breakpoints';
import { InBrowser } from '../../../lib/in-browser';
import { useBrandLocale } from '../../../lib/money';
import { stayNights, toCreateStaySearchBody } from '../../../lib/stay-query';
import type { StayProduct } from '../../../lib/stay-query';
import { useStaySearch } from '../api/create-stay-search';
import { useStayProposals } from '../api/retrieve-stay-proposals';
import type { StayFiltersMetadata } from '../api/retrieve-stay-proposals';
import { buildRetrieveStaysBody } from '../model/stay-filters';
import { detailHref } from '../model/stay-format';
import { EMPTY_STAY_FILTERS, countActiveStayFilters, withStayFilters, withStaySort } from '../model/stay-view';
import type { BoundingBox, StayFilters } from '../model/stay-view';
import { NoStays } from './stay-notices';
import { StayFiltersPanel } from './stay-filters-panel';
import { StayList } from './stay-list';
import { StayToolbar } from './stay-toolbar';
import { useDeferredMount } from '../../../lib/use-progressive-list';
import { useStayUrlState } from './use-stay-url-state';
import styles from './stay-results.module.css';
import { numberFormat } from '../../../lib/intl-format';

// The map (projection, basemap outlines, markers) is its own chunk, loaded only when shown; Leaflet needs a window,
// so it renders in the browser only (InBrowser).
const StayMapPanel = lazy(() => import('./stay-map-panel').then((module) => ({ default: module.StayMapPanel })));

export interface StayResultsProps {
  /** The route's product (spec §2: /DP, /H or /HGH). */
  product: StayProduct;
  language: Language;
  /** The brand's currency (default EUR). */
  currency: string;
  /** The brand's businessProfileId for this product; without one nothing can be searched. */
  businessProfileId: string | undefined;
  customPointsLabel?: string | null;
  /** A brand's raster tile URL template ({z}/{x}/{y}); without one the built-in basemap is drawn. */
  mapTileUrl?: string | null;
  /** "Change search"; default: the landing page with this search. */
  onChangeSearch?: () => void;
}

/**
 * The results region of /DP, /H and /HGH: its whole state comes from the URL (search, filters, sort, page,
 * map), it runs the asynchronous search (spec §4) and shows stays with facets, sort, paging and the map.
 */
export function StayResults(props: StayResultsProps) {
  const { product, language, currency } = props;
  const { t } = useTranslation('stays');
  const { t: common } = useTranslation();
  const { isMobile, isTablet } = useBreakpoint();
  // The amounts' locale, looked up once for the 20 cards (issue 16 TBT).
  const locale = useBrandLocale();
  const { search, view, setView, query } = useStayUrlState(product);
  const [, setParams] = useSearchParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The drawer (and its facets) mounts on first opening, then stays for its closing animation (TBT: phones).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const sidebarReady = useDeferredMount();
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const topRef = useRef<HTMLElement>(null);
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const mapShown = params.get('map') === '1';

  const createBody = useMemo(
    () => (props.businessProfileId ? toCreateStaySearchBody(search.values, props.businessProfileId, language) : null),
    [search.values, props.businessProfileId, language],
  );
  const searchQuery = useStaySearch({ body: createBody });
  const searchId = searchQuery.data?.id.value ?? null;
  const retrieveBody = useMemo(() => buildRetrieveStaysBody(view.view, language), [view.view, language]);
  const proposals = useStayProposals({ searchId, body: retrieveBody });

  // Facets stay usable after a filter that matched nothing (NO_CONTENT), so the traveller can undo it.
  const [kept, setKept] = useState<{ searchId: string; metadata: StayFiltersMetadata } | null>(null);
  const fresh = searchId && proposals.data && !proposals.isPlaceholderData ? proposals.data.filtersMetadata : null;
  if (fresh && searchId && (kept?.metadata !== fresh || kept.searchId !== searchId))
    setKept({ searchId, metadata: fresh });
  const metadata = proposals.data?.filtersMetadata ?? (kept?.searchId === searchId ? kept.metadata : undefined);

  const activeFilters = countActiveStayFilters(view.view.filters);
  const changeFilters = (filters: StayFilters) => setView(withStayFilters(view.view, filters));
  const searchArea = (area: BoundingBox) => changeFilters({ ...view.view.filters, area });
  const toggleMap = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (mapShown) next.delete('map');
        else next.set('map', '1');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const changeSearchHref = `/?${query}`;
  const invalid = [...search.invalid, ...view.invalid];

  const incomplete = createBody === null;
  const failed = !incomplete && (searchQuery.isError || proposals.isError);
  const loading = !incomplete && !failed && !proposals.data;
  const updating = proposals.isPlaceholderData || (proposals.isFetching && !loading);
  // The sidebar is in the markup at every width (CSS shows it above the tablet breakpoint, without the map); the
  // server cannot know the width, and a layout switched after hydration moved the whole list (CLS).
  const sidebar = !mapShown;
  const sidebarShown = sidebar && !isMobile && !isTablet;
  const filtersInDrawer = !sidebarShown;
  const travellers = search.values.adults + search.values.childrenAges.length;

  const filtersPanel = (facets: StayFiltersMetadata | undefined) =>
    facets ? (
      <StayFiltersPanel
        metadata={facets}
        filters={view.view.filters}
        onChange={changeFilters}
        currency={currency}
        language={language}
      />
    ) : null;
  // design.md quality bars (TBT): the sidebar's facets render in a low-priority pass after the list; until then
  // the sidebar's placeholder holds its width, so the list does not move.
  const sidebarMetadata = useDeferredValue(metadata);
  const openFilters = () => {
    setDrawerUsed(true);
    setFiltersOpen(true);
  };

  const list = failed ? (
    <NoStays
      reason={proposals.error?.message === 'NO_CONTENT' ? 'none' : 'error'}
      changeSearchHref={changeSearchHref}
      onChangeSearch={props.onChangeSearch}
      onClearFilters={activeFilters > 0 ? () => changeFilters(EMPTY_STAY_FILTERS) : null}
      onRetry={() => void (searchQuery.isError ? searchQuery.refetch() : proposals.refetch())}
    />
  ) : (
    <StayList
      data={proposals.data}
      loading={loading}
      updating={updating}
      page={view.view.page}
      onPageChange={(page) => {
        setView({ ...view.view, page }, { push: true });
        topRef.current?.scrollIntoView({ block: 'start' });
      }}
      hrefFor={(id, rateId) => detailHref(params, id, product, rateId)}
      nights={stayNights(search.values)}
      travellers={travellers}
      language={language}
      locale={locale}
      customPointsLabel={props.customPointsLabel}
      highlightedId={highlightedId}
    />
  );

  return (
    <section className={layout.region} aria-labelledby="stay-results-heading" ref={topRef}>
      <h2 id="stay-results-heading" className={styles.srOnly}>
        {t('results.heading')}
      </h2>
      <UrlNotice fields={invalid} namespace="stays" />
      {incomplete ? (
        <NoStays
          reason="incomplete"
          changeSearchHref={changeSearchHref}
          onChangeSearch={props.onChangeSearch}
          onClearFilters={null}
        />
      ) : (
        <div className={`${styles.layout} ${sidebar ? styles.withSidebar : ''} ${mapShown ? styles.withMap : ''}`}>
          {sidebar && (
            <FiltersSidebar label={t('filters.title')} className={styles.sidebar}>
              {sidebarReady && sidebarShown ? filtersPanel(sidebarMetadata) : null}
            </FiltersSidebar>
          )}
          <div className={layout.main}>
            <StayToolbar
              totalCount={failed ? 0 : (proposals.data?.totalCount ?? null)}
              sort={view.view.sort}
              onSortChange={(sort) => setView(withStaySort(view.view, sort))}
              language={language}
              activeFilters={activeFilters}
              onOpenFilters={metadata || loading ? openFilters : null}
              filtersClassName={sidebar ? styles.narrowOnly : undefined}
              filtersReady={metadata !== undefined}
              mapShown={mapShown}
              onToggleMap={toggleMap}
            />
            {/* With the map, phones show the map instead of the list (CSS). */}
            <div className={mapShown ? styles.listBesideMap : styles.listOnly}>{list}</div>
          </div>
          {mapShown && (
            <div className={styles.mapColumn}>
              <InBrowser>
                <Suspense fallback={<div className={styles.mapLoading} role="status" aria-label={t('map.loading')} />}>
                  <StayMapPanel
                    searchId={searchId}
                    facets={retrieveBody.facets}
                    area={view.view.filters.area}
                    onSearchArea={searchArea}
                    highlightedId={highlightedId}
                    onHighlight={setHighlightedId}
                    hrefFor={(id) => detailHref(params, id, product)}
                    tileUrl={props.mapTileUrl ?? null}
                  />
                </Suspense>
              </InBrowser>
            </div>
          )}
        </div>
      )}
      {filtersInDrawer && drawerUsed && (
        <Drawer
          isOpen={filtersOpen}
          onOpenChange={setFiltersOpen}
          side="start"
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
          {filtersPanel(metadata)}
        </Drawer>
      )}
    </section>
  );
}

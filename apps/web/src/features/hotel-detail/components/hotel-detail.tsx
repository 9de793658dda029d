import type { Language } from '@wayfare/contract';
import { useEffect, useMemo, useRef } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { InlineAlert } from '../../../components/ui/kit/status';
import { resultsLeftFrom } from '../../../lib/result-return';
import { toCreateStaySearchBody } from '../../../lib/stay-query';
import type { StayProduct } from '../../../lib/stay-query';
import { useAccommodationPromotion } from '../api/accommodation-promotion';
import { useAccommodationStaticData } from '../api/accommodation-static-data';
import { useCreatePricing } from '../api/create-pricing';
import { useDetailSearch } from '../api/create-detail-search';
import { usePricing } from '../api/retrieve-pricing';
import { useUpdateTransport } from '../api/update-transport';
import { isResultsOfSearch, parseDetailState, resultsHref, withDetailParam } from '../model/detail-url';
import { chosenRate, priceBreakdown } from '../model/pricing-view';
import { DetailSkeleton, StayOverview } from './stay-overview';
import { PackageFlightPanel } from './package-flight-panel';
import { PriceSummary } from './price-summary';
import { RoomsList } from './rooms-list';
import { useReserve } from './use-reserve';
import type { Cart } from './use-reserve';
import styles from './hotel-detail.module.css';

export interface HotelDetailProps {
  /** The product the detail belongs to (H, HGH or DP; spec §2 /hotel-detail). */
  product: StayProduct;
  language: Language;
  currency: string;
  /** The brand configuration's domain (CreateCart's domainName). */
  domainName: string;
  businessProfileId: string | undefined;
  pointsConversionRate?: number | null;
  customPointsLabel?: string | null;
  /** A brand's raster tile URL template ({z}/{x}/{y}) for the location map; default: the built-in basemap. */
  mapTileUrl?: string | null;
  /**
   * Called once with the new cart when CreateCart succeeds; the app then navigates to checkout (this screen
   * shows a pending state meanwhile and never navigates itself).
   */
  onCartCreated?: (cart: Cart) => void;
  /** spec §4: told `true` while the cart is being created and `false` once that ended (the app's fetching flag). */
  onCartCreating?: (pending: boolean) => void;
}

/**
 * /hotel-detail: one stay of a search with its rooms and rates (CreatePricing, RetrievePricing), the package
 * flight for DP, and the reserve action (CreateSelection, CreateCart). All of its state is in the URL.
 */
export function HotelDetail(props: HotelDetailProps) {
  const { product, language } = props;
  const { t } = useTranslation('hotel-detail');
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(() => parseDetailState(new URLSearchParams(query), product), [query, product]);
  const { stayId, rateId, transportId } = state;

  const searchBody = useMemo(() => {
    if (!props.businessProfileId || !stayId) return null;
    // The results' own search when the URL has it (same cache entry); else a search for this stay alone.
    return toCreateStaySearchBody(
      state.search.values,
      props.businessProfileId,
      language,
      state.search.values.destination ?? stayId,
    );
  }, [state.search.values, props.businessProfileId, language, stayId]);
  const search = useDetailSearch({ body: searchBody });
  const searchId = search.data?.id.value ?? null;
  // The rate in the URL (the card's, or one chosen here) is priced by the server: its total is what the cart
  // charges (issue 13 §1, §4), so the page never adds prices up itself.
  const created = useCreatePricing({
    input: searchId && stayId ? { searchId, proposalId: stayId, language, ...(rateId ? { rateId } : {}) } : null,
  });
  const pricingId = created.data?.pricingId ?? null;
  const pricing = usePricing({ pricingId });
  const staticData = useAccommodationStaticData({ accommodationId: stayId, language });
  const promotion = useAccommodationPromotion({ accommodationId: stayId, language });
  const update = useUpdateTransport();
  const { reserve, status: reserveStatus } = useReserve(props.onCartCreated, props.onCartCreating);

  // DP: a flight chosen before a reload is put back into the new pricing once.
  const restored = useRef<string | null>(null);
  const current = pricing.data;
  useEffect(() => {
    if (!current || !transportId || !current.transport || current.transport.id === transportId) return;
    const key = `${current.pricingId}:${transportId}`;
    if (restored.current === key) return;
    restored.current = key;
    update.mutate({ pricingId: current.pricingId, transportProposalId: transportId });
  }, [current, transportId, update]);

  const setParam = (name: 'rate' | 'transport', value: string | null) =>
    setParams((now) => withDetailParam(now, name, value), { replace: true, preventScrollReset: true });

  const back = resultsHref(params, product);
  // Opened from the results of this search in this tab: Back returns to them as they were (their page, sort, filters
  // and the card: components/results/use-return-to-result.ts), not to a new first page. How the page was reached is
  // kept from its first render: choosing a rate or a flight here replaces the entry.
  const navigate = useNavigate();
  const arrivedBy = useRef(useNavigationType());
  const backToResults = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (arrivedBy.current !== 'PUSH' || !isResultsOfSearch(resultsLeftFrom(), params, product)) return;
    event.preventDefault();
    void navigate(-1);
  };
  if (!stayId || !searchBody) {
    return (
      <div className={styles.page}>
        {/* The page's one heading (the stay's name otherwise): without it the page had no h1 and no title of its own. */}
        <h1 className={styles.name}>{t('missing.title')}</h1>
        <InlineAlert tone="warning">{t('missing.description')}</InlineAlert>
        <Link to={back} className={styles.backLink} onClick={backToResults}>
          ← {t('back')}
        </Link>
      </div>
    );
  }

  const failed = search.isError || created.isError || pricing.isError;
  const choice = current ? chosenRate(current) : null;

  return (
    <div className={styles.page}>
      <Link to={back} className={styles.backLink} onClick={backToResults}>
        ← {t('back')}
      </Link>
      {[...state.search.invalid, ...state.invalid].length > 0 && (
        <InlineAlert tone="warning">{t('notice.badUrl')}</InlineAlert>
      )}
      {staticData.data ? (
        <StayOverview
          stay={staticData.data}
          promotion={promotion.data ?? null}
          language={language}
          mapTileUrl={props.mapTileUrl ?? null}
        />
      ) : staticData.isError ? (
        <InlineAlert tone="error">{t('error.staticData')}</InlineAlert>
      ) : (
        <DetailSkeleton label={t('loading')} />
      )}
      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          {current?.transport && (
            <PackageFlightPanel
              pricingId={current.pricingId}
              flight={current.transport}
              onChoose={(id) => {
                setParam('transport', id);
                restored.current = `${current.pricingId}:${id}`;
                update.mutate({ pricingId: current.pricingId, transportProposalId: id });
              }}
              changing={update.isPending}
              changeFailed={update.isError}
            />
          )}
          <section className={styles.card} aria-labelledby="rooms-heading">
            <h2 id="rooms-heading" className={styles.cardTitle}>
              {t('rooms.title')}
            </h2>
            {failed ? (
              <InlineAlert tone="error" title={t('error.pricingTitle')}>
                {t('error.pricingDescription')}
              </InlineAlert>
            ) : current && choice ? (
              <RoomsList
                pricing={current}
                selectedRateId={rateId ?? choice.rate.rateId}
                onSelectRate={(id) => setParam('rate', id)}
                customPointsLabel={props.customPointsLabel}
              />
            ) : (
              <DetailSkeleton label={t('rooms.loading')} compact />
            )}
          </section>
        </div>
        <aside className={styles.aside}>
          {current && choice && (
            <PriceSummary
              pricing={current}
              choice={choice}
              checkInTime={staticData.data?.checkInTime ?? null}
              checkOutTime={staticData.data?.checkOutTime ?? null}
              pointsConversionRate={props.pointsConversionRate}
              customPointsLabel={props.customPointsLabel}
              status={reserveStatus}
              isUpdating={created.isPlaceholderData || pricing.isPlaceholderData}
              onReserve={() =>
                reserve({
                  pricingId: current.pricingId,
                  roomId: choice.room.roomId,
                  rateId: choice.rate.rateId,
                  cart: {
                    domainName: props.domainName,
                    productType: product,
                    businessProfileId: props.businessProfileId!,
                    language,
                    // What the summary shows: the server reports a different charge before payment.
                    displayedPrice: priceBreakdown(current, choice).member ?? current.total,
                  },
                })
              }
            />
          )}
        </aside>
      </div>
    </div>
  );
}

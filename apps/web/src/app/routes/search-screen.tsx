import type { ProductType } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FlightResults } from '../../features/flights/components/flight-results';
import { HotelDetail } from '../../features/hotel-detail/components/hotel-detail';
import { ResultsPlaceholder } from '../../features/layout/components/results-placeholder';
import { SearchBox } from '../../features/search/components/search-box';
import { StayResults } from '../../features/stays/components/stay-results';
import { parseSearchParams } from '../../features/search/model/search-query';
import { useBrand } from '../../lib/brand-context';
import { checkoutPath } from '../../lib/cart/cart-ref';
import { setCartFetching } from '../../lib/cart/cart-session';
import { screenProduct } from '../model/route-product';
import type { SearchScreenName } from '../model/route-product';
import { PageFrame } from './page-frame';
import styles from './search-screen.module.css';

/**
 * A search screen of spec §2 in its final layout: the brand header, the search form filled from the URL
 * (style.md §5) and the results region, which shows what will appear there until the product's results
 * screen (issues 5-8) fills it.
 */
export function SearchScreen({ screen }: { screen: SearchScreenName }) {
  const { t } = useTranslation('layout');
  const brand = useBrand();
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const decision = screenProduct(screen, brand.products);
  if (decision.kind === 'redirect') return <Navigate replace to={`/${decision.product}${location.search}`} />;

  const { values } = parseSearchParams(params, { defaultProduct: decision.product });
  const isProductRoute = screen === decision.product;
  const product: ProductType =
    !isProductRoute && brand.products.includes(values.product) ? values.product : decision.product;
  return (
    <PageFrame header="light">
      <main className={styles.main} id="main-content">
        <div className={styles.searchBand}>
          <div className={styles.inner}>
            <h1 className={styles.title}>{t(`screens.${screen}`)}</h1>
            {/* A new URL (a new search) starts the form again from it. */}
            <SearchBox key={`${product}${location.search}`} variant="compact" initialValues={{ ...values, product }} />
          </div>
        </div>
        <div className={styles.inner}>
          {screen === 'F' || screen === 'FF' ? (
            <FlightResults
              product={screen}
              language={brand.language}
              currency={brand.brand.currency}
              domainName={brand.domain}
              businessProfileId={brand.brand.businessProfileId[screen]}
              pointsConversionRate={brand.brand.pointsConversionRate}
              customPointsLabel={brand.brand.customPointsLabel}
              freeFlightConditions={brand.brand.freeFlightConditions}
              onCartCreated={(cart) => void navigate(checkoutPath({ ...cart, productType: screen }, 1))}
              onCartCreating={setCartFetching}
            />
          ) : screen === 'DP' || screen === 'H' || screen === 'HGH' ? (
            <StayResults
              product={screen}
              language={brand.language}
              currency={brand.brand.currency}
              businessProfileId={brand.brand.businessProfileId[screen]}
              customPointsLabel={brand.brand.customPointsLabel}
            />
          ) : screen === 'hotelDetail' && (product === 'DP' || product === 'H' || product === 'HGH') ? (
            <HotelDetail
              product={product}
              language={brand.language}
              currency={brand.brand.currency}
              domainName={brand.domain}
              businessProfileId={brand.brand.businessProfileId[product]}
              pointsConversionRate={brand.brand.pointsConversionRate}
              customPointsLabel={brand.brand.customPointsLabel}
              onCartCreated={(cart) => void navigate(checkoutPath({ ...cart, productType: product }, 1))}
              onCartCreating={setCartFetching}
            />
          ) : (
            <ResultsPlaceholder screen={screen} />
          )}
        </div>
      </main>
    </PageFrame>
  );
}

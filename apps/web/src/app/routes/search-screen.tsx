import type { ProductType } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ResultsPlaceholder } from '../../features/layout/components/results-placeholder';
import { ResultsSearch } from '../../features/search/components/results-search';
import { parseSearchParams } from '../../features/search/model/search-query';
import { useBrand } from '../../lib/brand-context';
import { screenProduct } from '../model/route-product';
import type { SearchScreenName } from '../model/route-product';
import { RedirectTo } from '../ssr/server-redirect';
import { PageFrame } from './page-frame';
import { isStayProduct, ProductResults, StayDetail } from './product-results';
import styles from './search-screen.module.css';

/**
 * A search screen of spec §2: the brand header, the search form filled from the URL (style.md §5) and the
 * product's results (product-results.tsx), or on /hotel-detail the chosen stay.
 */
export function SearchScreen({ screen }: { screen: SearchScreenName }) {
  const { t } = useTranslation('layout');
  const brand = useBrand();
  const location = useLocation();
  const [params] = useSearchParams();
  const decision = screenProduct(screen, brand.products);
  if (decision.kind === 'redirect') return <RedirectTo to={`/${decision.product}${location.search}`} />;

  const { values } = parseSearchParams(params, { defaultProduct: decision.product });
  const ScreenTitle = screen === 'hotelDetail' ? 'p' : 'h1';
  const isProductRoute = screen === decision.product;
  const product: ProductType =
    !isProductRoute && brand.products.includes(values.product) ? values.product : decision.product;
  return (
    <PageFrame header="light">
      <main className={styles.main} id="main-content">
        <div className={styles.searchBand}>
          <div className={styles.inner}>
            {/* One h1 per page: on the hotel detail it is the stay's name (stay-overview.tsx), not the screen's. */}
            <ScreenTitle className={styles.title}>{t(`screens.${screen}`)}</ScreenTitle>
            {/* A new URL (a new search) starts the form again from it. */}
            <ResultsSearch key={`${product}${location.search}`} initialValues={{ ...values, product }} />
          </div>
        </div>
        <div className={styles.inner}>
          {screen !== 'hotelDetail' ? (
            <ProductResults product={product} />
          ) : isStayProduct(product) ? (
            <StayDetail product={product} />
          ) : (
            <ResultsPlaceholder screen={screen} />
          )}
        </div>
      </main>
    </PageFrame>
  );
}

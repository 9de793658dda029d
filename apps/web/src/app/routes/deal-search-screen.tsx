import { useSearchParams } from 'react-router';
import { DealSearchPanel, DealSearchStatus } from '../../features/deals/components/deal-search-panel';
import { useDealFromUrl } from '../../features/deals/components/use-deal-from-url';
import { dealResultsProduct, enforceDealParams } from '../../features/deals/model/deal-search';
import { useBrand } from '../../lib/brand-context';
import { RedirectTo } from '../ssr/server-redirect';
import { PageFrame } from './page-frame';
import { ProductResults } from './product-results';
import styles from './search-screen.module.css';

/**
 * spec §2 /deal-search: a deal opened as a search with its fixed parameters (destination, dates, product) on the
 * product's normal results (flights or stays, composed here: features never import each other).
 */
export function DealSearchScreen() {
  const brand = useBrand();
  const [params] = useSearchParams();
  const lookup = useDealFromUrl();
  const deal = lookup.deal;
  // The fixed parameters cannot be edited: a hand-changed URL goes back to the deal's own.
  const corrected = deal ? enforceDealParams(params, deal) : null;
  if (corrected) return <RedirectTo to={`/deal-search?${corrected.toString()}`} />;

  return (
    <PageFrame header="light">
      <main className={styles.main} id="main-content">
        <div className={styles.searchBand}>
          <div className={styles.inner}>
            {deal ? (
              <DealSearchPanel deal={deal} />
            ) : (
              <DealSearchStatus status={lookup.status} onRetry={lookup.status === 'error' ? lookup.retry : undefined} />
            )}
          </div>
        </div>
        {deal && (
          <div className={styles.inner}>
            <ProductResults product={dealResultsProduct(deal.productType, brand.products)} />
          </div>
        )}
      </main>
    </PageFrame>
  );
}

import type { ProductType } from '@wayfare/contract';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LandingPage } from '../../features/landing/components/landing-page';
import type { LandingDestination } from '../../features/landing/components/landing-types';
import { SearchBox } from '../../features/search/components/search-box';
import { parseSearchParams } from '../../features/search/model/search-query';
import { useBrand } from '../../lib/brand-context';
import { InBrowser } from '../../lib/in-browser';
import { PageFrame } from './page-frame';

// Issue 19 item 6: recent searches and "continue your booking" read storage and ask the cart service: a lazy chunk,
// so the landing's first JS does not carry them.
const TravellerMemory = lazy(() =>
  import('../../features/landing/components/traveller-memory').then((module) => ({ default: module.TravellerMemory })),
);

/**
 * spec §2 `/`: the landing page (features/landing) with the search box (features/search) in its hero. The
 * product chosen in the box steers the landing's proposals; a chosen proposal fills the box's destination.
 */
export function LandingRoute() {
  const brand = useBrand();
  const location = useLocation();
  const [params] = useSearchParams();
  const first = brand.products[0] ?? 'H';
  // /search?… lands here with its query (spec §2): the box starts from it.
  const { values } = parseSearchParams(params, { defaultProduct: first });
  const initialProduct = brand.products.includes(values.product) ? values.product : first;
  const [product, setProduct] = useState<ProductType>(initialProduct);
  const [prefill, setPrefill] = useState<LandingDestination | null>(null);

  function selectDestination(destination: LandingDestination, next: ProductType) {
    if (brand.products.includes(next)) setProduct(next);
    setPrefill({ ...destination });
  }

  return (
    <PageFrame>
      <LandingPage
        activeProduct={product}
        onDestinationSelect={selectDestination}
        searchBox={
          <>
            <SearchBox
              key={location.search}
              initialValues={{ ...values, product: initialProduct }}
              activeProduct={product}
              onProductChange={setProduct}
              destinationPrefill={prefill}
            />
            {/* Storage exists only in the browser: the server (and hydration) render without the memory section. */}
            <InBrowser>
              <Suspense fallback={null}>
                <TravellerMemory domain={brand.domain} products={brand.products} />
              </Suspense>
            </InBrowser>
          </>
        }
      />
    </PageFrame>
  );
}

import type { ProductType } from '@wayfare/contract';
import { useState } from 'react';
import { getI18n } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LandingPage } from '../../features/landing/components/landing-page';
import type { LandingDestination } from '../../features/landing/components/landing-types';
import { SearchBox } from '../../features/search/components/search-box';
import { parseSearchParams } from '../../features/search/model/search-query';
import { useBrand } from '../../lib/brand-context';

/** Namespaces the landing shows; loaded with the route chunk so its first paint has every text. */
const LANDING_NAMESPACES = ['search', 'landing'];

/**
 * spec §2 `/`: the landing with the search box in its hero. A query (e.g. kept by the /search redirect) pre-fills
 * the form; a proposal or deal chosen on the page puts its destination (and product) into the search box.
 */
export function LandingRoute() {
  const brand = useBrand();
  const [params] = useSearchParams();
  const [initial] = useState(() => parseSearchParams(params, { defaultProduct: brand.products[0] ?? 'H' }).values);
  const [product, setProduct] = useState<ProductType>(initial.product);
  const [prefill, setPrefill] = useState<LandingDestination | null>(null);

  function selectDestination(destination: LandingDestination, destinationProduct: ProductType) {
    // A new object each time, so choosing the same card twice still applies.
    setPrefill({ ...destination });
    if (brand.products.includes(destinationProduct)) setProduct(destinationProduct);
  }

  return (
    <LandingPage
      activeProduct={product}
      onDestinationSelect={selectDestination}
      searchBox={
        <SearchBox
          variant="hero"
          initialValues={params.size > 0 ? initial : undefined}
          activeProduct={product}
          onProductChange={setProduct}
          destinationPrefill={prefill}
        />
      }
    />
  );
}

/** The `/` route's lazy module: the screen plus its translation namespaces. */
export async function lazyLanding() {
  await getI18n()
    ?.loadNamespaces(LANDING_NAMESPACES)
    .catch((error: unknown) => console.error('[i18n] landing texts failed to load', error));
  return { Component: LandingRoute };
}

import type { ProductType } from '@wayfare/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SkeletonText } from '../../components/ui/kit/status';
import { useBrand } from '../../lib/brand-context';
import { checkoutPath } from '../../lib/cart/cart-ref';
import type { CartRef } from '../../lib/cart/cart-ref';
import { setCartFetching } from '../../lib/cart/cart-session';
import { useRememberSearch } from '../../lib/traveller-memory/use-traveller-memory';

// Each product's results are their own chunk: a stays page never downloads the flights screen and vice versa.
const FlightResults = lazy(() =>
  import('../../features/flights/components/flight-results').then((module) => ({ default: module.FlightResults })),
);
// The ±3 days strip loads with the flight results, in its own small chunk (issue 19 item 1).
const DateStrip = lazy(() =>
  import('../../features/flights/components/date-strip').then((module) => ({ default: module.DateStrip })),
);
const StayResults = lazy(() =>
  import('../../features/stays/components/stay-results').then((module) => ({ default: module.StayResults })),
);
const HotelDetail = lazy(() =>
  import('../../features/hotel-detail/components/hotel-detail').then((module) => ({ default: module.HotelDetail })),
);

type StayProduct = Extract<ProductType, 'DP' | 'H' | 'HGH'>;
export const isStayProduct = (product: ProductType): product is StayProduct =>
  product === 'DP' || product === 'H' || product === 'HGH';

/** What the results show while their chunk loads: the shape of the list, no jump when it arrives. */
function ResultsLoading() {
  const { t } = useTranslation();
  return <SkeletonText rows={8} label={t('ui.loading')} />;
}

/** A select action's cart opens the checkout at its first step (issue 7); the creation toggles spec §4's flag. */
function useCheckoutStart(product: ProductType) {
  const navigate = useNavigate();
  return {
    onCartCreated: (cart: Omit<CartRef, 'productType'>) =>
      void navigate(checkoutPath({ ...cart, productType: product }, 1)),
    onCartCreating: setCartFetching,
  };
}

/**
 * The results of a product (flights for F and FF, stays for DP, H and HGH), read from the URL: the product
 * routes, deal searches and membership searches all show them, and all lead to the checkout.
 */
export function ProductResults({ product }: { product: ProductType }) {
  const brand = useBrand();
  const details = brand.brand;
  const checkout = useCheckoutStart(product);
  // Issue 19 item 6: the landing lists the brand's recent searches.
  useRememberSearch(brand.domain, product, useLocation().search);
  return (
    <Suspense fallback={<ResultsLoading />}>
      {isStayProduct(product) ? (
        <StayResults
          product={product}
          language={brand.language}
          currency={details.currency}
          businessProfileId={details.businessProfileId[product]}
          customPointsLabel={details.customPointsLabel}
          mapTileUrl={details.mapTileUrl ?? null}
        />
      ) : (
        <>
          <DateStrip
            product={product}
            language={brand.language}
            businessProfileId={details.businessProfileId[product]}
          />
          <FlightResults
            product={product}
            language={brand.language}
            currency={details.currency}
            domainName={brand.domain}
            businessProfileId={details.businessProfileId[product]}
            pointsConversionRate={details.pointsConversionRate}
            customPointsLabel={details.customPointsLabel}
            freeFlightConditions={product === 'FF' ? details.freeFlightConditions : null}
            {...checkout}
          />
        </>
      )}
    </Suspense>
  );
}

/** /hotel-detail: one stay of a stays search, its rooms, and the way into the checkout. */
export function StayDetail({ product }: { product: StayProduct }) {
  const brand = useBrand();
  const details = brand.brand;
  const checkout = useCheckoutStart(product);
  return (
    <Suspense fallback={<ResultsLoading />}>
      <HotelDetail
        product={product}
        language={brand.language}
        currency={details.currency}
        domainName={brand.domain}
        businessProfileId={details.businessProfileId[product]}
        pointsConversionRate={details.pointsConversionRate}
        customPointsLabel={details.customPointsLabel}
        mapTileUrl={details.mapTileUrl ?? null}
        {...checkout}
      />
    </Suspense>
  );
}

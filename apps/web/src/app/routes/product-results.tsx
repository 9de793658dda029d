import type { ProductType } from '@wayfare/contract';
import { useLocation, useNavigate } from 'react-router';
import { useBrand } from '../../lib/brand-context';
import { checkoutPath } from '../../lib/cart/cart-ref';
import type { CartRef } from '../../lib/cart/cart-ref';
import type { SearchScreenName } from '../model/route-product';
import { setCartFetching } from '../../lib/cart/cart-session';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { useRememberSearch } from '../../lib/traveller-memory/use-traveller-memory';

// Each product's results are their own chunk: a stays page never downloads the flights screen and vice versa.
const FlightResults = lazyWithPreload(
  async () => (await import('../../features/flights/components/flight-results')).FlightResults,
);
// The ±3 days strip loads with the flight results, in its own small chunk (issue 19 item 1).
const DateStrip = lazyWithPreload(async () => (await import('../../features/flights/components/date-strip')).DateStrip);
const StayResults = lazyWithPreload(
  async () => (await import('../../features/stays/components/stay-results')).StayResults,
);
const HotelDetail = lazyWithPreload(
  async () => (await import('../../features/hotel-detail/components/hotel-detail')).HotelDetail,
);

/**
 * Loads the lazy parts of a screen's results; their routes wait for it (router.tsx), on the server and in the
 * browser, so the results render at once and no Suspense boundary is needed. A boundary here split the page's
 * hydration: React hydrates a server-rendered boundary after the rest of the page, and a press on a card's button
 * in between was lost (React Aria ignores the replayed click), while the page already said it had hydrated.
 */
export function preloadResults(screen: SearchScreenName): Promise<unknown> {
  if (screen === 'F' || screen === 'FF') return Promise.all([FlightResults.preload(), DateStrip.preload()]);
  if (screen === 'hotelDetail') return HotelDetail.preload();
  return StayResults.preload();
}

type StayProduct = Extract<ProductType, 'DP' | 'H' | 'HGH'>;
export const isStayProduct = (product: ProductType): product is StayProduct =>
  product === 'DP' || product === 'H' || product === 'HGH';

/**
 * What every bookable screen takes from the brand for its product, and its way into the checkout: a select
 * action's cart opens the checkout at its first step (issue 7); the creation toggles spec §4's flag.
 */
function useBookingProps(product: ProductType) {
  const brand = useBrand();
  const details = brand.brand;
  const navigate = useNavigate();
  return {
    language: brand.language,
    currency: details.currency,
    domainName: brand.domain,
    businessProfileId: details.businessProfileId[product],
    pointsConversionRate: details.pointsConversionRate,
    customPointsLabel: details.customPointsLabel,
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
  const booking = useBookingProps(product);
  // Issue 19 item 6: the landing lists the brand's recent searches.
  useRememberSearch(brand.domain, product, useLocation().search);
  if (isStayProduct(product))
    return (
      <StayResults
        product={product}
        language={brand.language}
        currency={details.currency}
        businessProfileId={details.businessProfileId[product]}
        customPointsLabel={details.customPointsLabel}
        mapTileUrl={details.mapTileUrl ?? null}
      />
    );
  return (
    <>
      <DateStrip product={product} language={brand.language} businessProfileId={details.businessProfileId[product]} />
      <FlightResults
        {...booking}
        product={product}
        freeFlightConditions={product === 'FF' ? details.freeFlightConditions : null}
      />
    </>
  );
}

/** /hotel-detail: one stay of a stays search, its rooms, and the way into the checkout. */
export function StayDetail({ product }: { product: StayProduct }) {
  const booking = useBookingProps(product);
  return <HotelDetail {...booking} product={product} mapTileUrl={useBrand().brand.mapTileUrl ?? null} />;
}

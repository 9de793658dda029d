import type { ProductType } from '@wayfare/contract';
import { FlightResults } from '../../features/flights/components/flight-results';
import { StayResults } from '../../features/stays/components/stay-results';
import { useBrand } from '../../lib/brand-context';

/**
 * The normal results of a product (flights for F and FF, stays for DP, H and HGH), read from the URL like on
 * the product's own route: deal and membership searches show them under their own banner.
 */
export function ProductResults({ product }: { product: ProductType }) {
  const brand = useBrand();
  const details = brand.brand;
  if (product === 'F' || product === 'FF') {
    return (
      <FlightResults
        product={product}
        language={brand.language}
        currency={details.currency}
        domainName={brand.domain}
        businessProfileId={details.businessProfileId[product]}
        pointsConversionRate={details.pointsConversionRate}
        customPointsLabel={details.customPointsLabel}
        freeFlightConditions={product === 'FF' ? details.freeFlightConditions : null}
      />
    );
  }
  return (
    <StayResults
      product={product}
      language={brand.language}
      currency={details.currency}
      businessProfileId={details.businessProfileId[product]}
      customPointsLabel={details.customPointsLabel}
    />
  );
}

import type { ProductType } from '@wayfare/contract';
import { DealsSection } from './deals-section';
import { DestinationProposals } from './destination-proposals';
import type { LandingDestination } from './landing-types';
import { ProductExplanation } from './product-explanation';
import { PromoBanners } from './promo-banners';

export interface BelowTheFoldProps {
  /** How many sections show yet (lib/use-staged-reveal.ts): BELOW_THE_FOLD_SECTIONS in the end. */
  shown: number;
  product: ProductType;
  onSelect: (destination: LandingDestination, product: ProductType) => void;
}

/**
 * The landing's sections under the hero and search box, in order: proposals, the product explanation, deals and
 * the promotional banners. Their own chunk: the server's first screen holds none of them, so the landing's
 * first-load JS leaves them out (issue 16 item 5); the first reveal loads them.
 */
export function BelowTheFold({ shown, product, onSelect }: BelowTheFoldProps) {
  const sections = [
    <DestinationProposals key="proposals" product={product} onSelect={onSelect} />,
    <ProductExplanation key="explanation" />,
    <DealsSection key="deals" product={product} onSelect={onSelect} />,
    <PromoBanners key="promos" product={product} />,
  ];
  return sections.slice(0, shown);
}

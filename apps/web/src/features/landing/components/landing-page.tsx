import type { ProductType } from '@wayfare/contract';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { DealsSection } from './deals-section';
import { DestinationProposals } from './destination-proposals';
import { LandingHero } from './landing-hero';
import type { LandingDestination } from './landing-types';
import styles from './landing-page.module.css';
import { ProductExplanation } from './product-explanation';
import { PromoBanners } from './promo-banners';

export interface LandingPageProps {
  /** The search box (features/search), composed by src/app/. */
  searchBox: ReactNode;
  /** The product selected in the search box: its proposals, deals and banner come first. */
  activeProduct: ProductType;
  /** A proposal or deal was chosen: put its destination (and product) into the search box. */
  onDestinationSelect: (destination: LandingDestination, product: ProductType) => void;
}

/** The travel search landing page of spec §2 `/`, built from the brand configuration (spec §3). */
export function LandingPage({ searchBox, activeProduct, onDestinationSelect }: LandingPageProps) {
  const searchRef = useRef<HTMLDivElement>(null);

  function select(destination: LandingDestination, product: ProductType) {
    onDestinationSelect(destination, product);
    const target = searchRef.current;
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue in the search box, where the destination now is.
    target.focus({ preventScroll: true });
  }

  return (
    <main className={styles.main} id="main-content">
      <LandingHero searchBox={searchBox} searchRef={searchRef} />
      <DestinationProposals product={activeProduct} onSelect={select} />
      <ProductExplanation />
      <DealsSection product={activeProduct} onSelect={select} />
      <PromoBanners product={activeProduct} />
    </main>
  );
}

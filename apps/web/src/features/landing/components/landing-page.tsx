import type { ProductType } from '@wayfare/contract';
import { useRef } from 'react';
import { useStagedReveal } from '../../../lib/use-staged-reveal';
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

  // Below the hero and search box: shown one by one once the first screen is up (lib/use-staged-reveal.ts).
  const belowTheFold = [
    <DestinationProposals key="proposals" product={activeProduct} onSelect={select} />,
    <ProductExplanation key="explanation" />,
    <DealsSection key="deals" product={activeProduct} onSelect={select} />,
    <PromoBanners key="promos" product={activeProduct} />,
  ];
  const shown = useStagedReveal(belowTheFold.length);

  return (
    <main className={styles.main} id="main-content">
      <LandingHero searchBox={searchBox} searchRef={searchRef} />
      {/* Holds the footer below the first screen until every section is in: no layout shift. */}
      <div className={shown < belowTheFold.length ? styles.revealing : undefined}>{belowTheFold.slice(0, shown)}</div>
    </main>
  );
}

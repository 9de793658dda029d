import type { ProductType } from '@wayfare/contract';
import { lazy, Suspense, useRef } from 'react';
import type { ReactNode } from 'react';
import { useStagedReveal } from '../../../lib/use-staged-reveal';
import { LandingHero } from './landing-hero';
import type { LandingDestination } from './landing-types';
import styles from './landing-page.module.css';

/** The sections below the fold (below-the-fold.tsx): a chunk loaded by the first reveal. */
const BelowTheFold = lazy(() => import('./below-the-fold').then((module) => ({ default: module.BelowTheFold })));
/** Proposals, the product explanation, deals, the promotional banners: revealed one per idle period. */
export const BELOW_THE_FOLD_SECTIONS = 4;

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
  const shown = useStagedReveal(BELOW_THE_FOLD_SECTIONS);
  const revealing = shown < BELOW_THE_FOLD_SECTIONS;

  return (
    <main className={styles.main} id="main-content">
      <LandingHero searchBox={searchBox} searchRef={searchRef} />
      {/* Holds the footer below the first screen until every section is in: no layout shift. */}
      <div className={revealing ? styles.revealing : undefined}>
        {shown > 0 && (
          // The reveals may outrun the chunk: its place stays held (no footer jumping up) until the sections are in.
          <Suspense fallback={<div className={styles.revealing} />}>
            <BelowTheFold shown={shown} product={activeProduct} onSelect={select} />
          </Suspense>
        )}
      </div>
    </main>
  );
}

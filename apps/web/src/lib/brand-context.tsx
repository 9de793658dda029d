import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { BrandConfig } from './brand-config';

const BrandContext = createContext<BrandConfig | null>(null);

/** Provided once by src/app/ after the brand configuration loaded; nothing renders before that (spec §4). */
export function BrandProvider({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The current brand's normalised configuration. */
export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() needs a <BrandProvider> above it');
  return brand;
}

/** The brand when one is provided, else null: for helpers that also serve screens rendered before the brand. */
export function useOptionalBrand(): BrandConfig | null {
  return useContext(BrandContext);
}

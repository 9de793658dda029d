import type { ProductType } from '@wayfare/contract';

/** A destination to put into the search box (the landing and the search box meet in src/app/). */
export interface LandingDestination {
  code: string;
  name: string;
}

export type SelectDestination = (destination: LandingDestination, product: ProductType) => void;

import type { TabItem } from '../../../components/ui/kit/tabs';
import { LandingSection, OffersSection, ProductsSection, PromosSection, ProposalsSection } from './content-sections';
import { DetailsSection, FlagsSection } from './details-section';
import { ThemeSection } from './theme-section';

/** The parts of spec §3 a partner owns, one tab each. */
export function ContentTabs(): TabItem[] {
  return [
    { id: 'theme', label: 'Theme', content: <ThemeSection /> },
    { id: 'landing', label: 'Landing', content: <LandingSection /> },
    { id: 'products', label: 'Products', content: <ProductsSection /> },
    { id: 'promos', label: 'Promo banners', content: <PromosSection /> },
    { id: 'offers', label: 'Deals', content: <OffersSection /> },
    { id: 'proposals', label: 'Destinations', content: <ProposalsSection /> },
    { id: 'details', label: 'Contact & policies', content: <DetailsSection /> },
    { id: 'flags', label: 'Feature flags', content: <FlagsSection /> },
  ];
}

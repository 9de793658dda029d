import type { TabItem } from '../../../components/ui/kit/tabs';
import { LandingSection, OffersSection, ProductsSection, PromosSection, ProposalsSection } from './content-sections';
import { DetailsSection, FlagsSection } from './details-section';
import type { StudioText } from './studio-text';
import { ThemeSection } from './theme-section';

/** The parts of spec §3 a partner owns, one tab each. */
export function ContentTabs(t: StudioText): TabItem[] {
  return [
    { id: 'theme', label: t('editor.tabTheme'), content: <ThemeSection /> },
    { id: 'landing', label: t('editor.tabLanding'), content: <LandingSection /> },
    { id: 'products', label: t('editor.tabProducts'), content: <ProductsSection /> },
    { id: 'promos', label: t('editor.tabPromos'), content: <PromosSection /> },
    { id: 'offers', label: t('editor.tabOffers'), content: <OffersSection /> },
    { id: 'proposals', label: t('editor.tabProposals'), content: <ProposalsSection /> },
    { id: 'details', label: t('editor.tabDetails'), content: <DetailsSection /> },
    { id: 'flags', label: t('editor.tabFlags'), content: <FlagsSection /> },
  ];
}

import { useCallback } from 'react';
import { StudioApp } from '../../features/studio/components/studio-app';
import { useBrand } from '../../lib/brand-context';
import { screenTitle } from '../route-focus';

/**
 * /studio (issue 20): the brand studio, its own chunk; travellers' routes never import it. Outside the root layout
 * (and its route focus), it names itself in the tab the way the screens do: "Brand studio – <page title>".
 */
export function StudioRoute() {
  const { pageTitle } = useBrand().brand;
  const documentTitle = useCallback((screen: string) => screenTitle(screen, pageTitle), [pageTitle]);
  return <StudioApp documentTitle={documentTitle} />;
}

import { StudioApp } from '../../features/studio/components/studio-app';

/** /studio (issue 20): the brand studio, its own chunk; travellers' routes never import it. */
export function StudioRoute() {
  return <StudioApp />;
}

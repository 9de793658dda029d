import { ErrorMessage } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/api-error';
import { useAllStayProposals } from '../api/retrieve-all-stay-proposals';
import { roundBoundingBox } from '../model/stay-filters';
import type { BoundingBox } from '../model/stay-view';
import { StayMap } from './stay-map';
import styles from './stay-map.module.css';

export interface StayMapPanelProps {
  searchId: string | null;
  /** The list's facets: the map shows the same stays (pin count = list count). */
  facets: Parameters<typeof useAllStayProposals>[0]['facets'];
  area: BoundingBox | null;
  onSearchArea: (area: BoundingBox) => void;
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
  hrefFor: (proposalId: string) => string;
  tileUrl: string | null;
}

/**
 * The map of a search (lazy chunk with Leaflet): the list's stays (RetrieveAllProposals with the same facets) as
 * price pins; moving the map offers "search this area", which sends the bounding box as the coordinates facet,
 * rounded (spec §3, §5).
 */
export function StayMapPanel({ searchId, facets, onSearchArea, ...rest }: StayMapPanelProps) {
  const { t } = useTranslation('stays');
  const points = useAllStayProposals({ searchId, facets });
  // Filters that match nothing (NO_CONTENT, as the list says) leave an empty map, not an error.
  const empty = points.error instanceof ApiError && points.error.message === ErrorMessage.NO_CONTENT;
  const data = empty ? { proposals: [] } : points.data;
  if (!data) {
    return (
      <div className={styles.placeholder} role="status">
        {points.isError ? t('map.error') : t('map.loading')}
      </div>
    );
  }
  // Stored rounded (spec §5) so the URL, the request and a reload all carry the same numbers.
  return (
    <StayMap
      points={data.proposals}
      searchId={searchId ?? ''}
      onSearchArea={(box) => onSearchArea(roundBoundingBox(box))}
      {...rest}
    />
  );
}

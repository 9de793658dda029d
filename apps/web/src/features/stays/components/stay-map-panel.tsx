import { useTranslation } from 'react-i18next';
import { useAllStayProposals } from '../api/retrieve-all-stay-proposals';
import { roundBoundingBox } from '../model/stay-filters';
import type { BoundingBox } from '../model/stay-view';
import { StayMap } from './stay-map';
import styles from './stay-map.module.css';

export interface StayMapPanelProps {
  searchId: string | null;
  area: BoundingBox | null;
  onSearchArea: (area: BoundingBox) => void;
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
  hrefFor: (proposalId: string) => string;
  tileUrl: string | null;
}

/**
 * The map of a search (lazy chunk): every stay of RetrieveAllProposals as a price marker; moving the map
 * offers "search this area", which sends the bounding box as the coordinates facet (spec §3, §5).
 */
export function StayMapPanel({ searchId, onSearchArea, ...rest }: StayMapPanelProps) {
  const { t } = useTranslation('stays');
  const points = useAllStayProposals({ searchId });
  if (!points.data) {
    return (
      <div className={styles.placeholder} role="status">
        {points.isError ? t('map.error') : t('map.loading')}
      </div>
    );
  }
  // Stored rounded (spec §5) so the URL, the request and a reload all carry the same numbers.
  return (
    <StayMap points={points.data.proposals} onSearchArea={(box) => onSearchArea(roundBoundingBox(box))} {...rest} />
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MapFrame } from '../../../components/map/map-frame';
import { MAX_ZOOM, boundsOf, toScreen, viewportBounds, zoomInto } from '../../../components/map/map-view';
import { clusterMarkers, estimatePillWidth } from '../../../components/map/marker-clusters';
import { useMapViewport } from '../../../components/map/use-map-viewport';
import type { StayMapPoints } from '../api/retrieve-all-stay-proposals';
import { formatMoneyIn, minorUnit, useBrandLocale } from '../../../lib/money';
import type { BoundingBox } from '../model/stay-view';
import styles from './stay-map.module.css';

interface StayMapProps {
  points: StayMapPoints;
  area: BoundingBox | null;
  onSearchArea: (area: BoundingBox) => void;
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
  hrefFor: (proposalId: string) => string;
  tileUrl: string | null;
}

/** Pill height and the room a cluster's count badge adds: pills closer than this are grouped. */
const PILL = { height: 26, gap: 10 };

/**
 * The results map: every stay of the search as a price pill. Pills that would cover each other are grouped
 * into one cluster at the cheapest stay's place, with a count; choosing a cluster zooms into it.
 */
export function StayMap({ points, area, onSearchArea, highlightedId, onHighlight, hrefFor, ...rest }: StayMapProps) {
  const { t } = useTranslation('stays');
  const locale = useBrandLocale();
  const home = useMemo(() => ({ fit: area ?? boundsOf(points.map((point) => point.coordinates)) }), [area, points]);
  const viewport = useMapViewport(home);
  const { view, frameRef, setView } = viewport;

  const clusters = useMemo(() => {
    if (!view) return [];
    const placed = points.flatMap((point) => {
      const at = toScreen(view, point.coordinates.latitude, point.coordinates.longitude);
      if (at.x < -40 || at.y < -20 || at.x > view.width + 40 || at.y > view.height + 30) return [];
      // A pill has room for whole units only (the card beside it shows the exact amount).
      const unit = minorUnit(point.price.currency);
      const whole = { ...point.price, amount: Math.round(point.price.amount / unit) * unit };
      const label = formatMoneyIn(locale, whole, { minimumFractionDigits: 0 });
      return [
        { id: point.id, x: at.x, y: at.y, priority: point.price.amount, width: estimatePillWidth(label), point, label },
      ];
    });
    return clusterMarkers(placed, { ...PILL, canZoomIn: view.zoom < MAX_ZOOM });
  }, [points, view, locale]);

  const texts = {
    label: t('map.label'),
    help: t('map.help'),
    zoomIn: t('map.zoomIn'),
    zoomOut: t('map.zoomOut'),
    basemap: t('map.basemap'),
  };

  return (
    <MapFrame
      viewport={viewport}
      texts={texts}
      tileTemplate={rest.tileUrl}
      testId="stay-map"
      overlay={
        viewport.moved &&
        view && (
          <button type="button" className={styles.searchArea} onClick={() => onSearchArea(viewportBounds(view))}>
            {t('map.searchArea')}
          </button>
        )
      }
    >
      {view &&
        clusters.map(({ lead, members }) => {
          const active = members.some((member) => member.id === highlightedId);
          const position = { transform: `translate(${lead.x}px, ${lead.y}px) translate(-50%, -100%)` };
          if (members.length === 1) {
            return (
              <Link
                key={lead.id}
                to={hrefFor(lead.id)}
                className={`${styles.pill} ${active ? styles.pillActive : ''}`}
                style={position}
                aria-label={t('map.marker', { name: lead.point.name, price: lead.label })}
                onMouseEnter={() => onHighlight(lead.id)}
                onMouseLeave={() => onHighlight(null)}
                onFocus={() => onHighlight(lead.id)}
                onBlur={() => onHighlight(null)}
                draggable={false}
              >
                {lead.label}
              </Link>
            );
          }
          return (
            <button
              key={`cluster-${lead.id}`}
              type="button"
              className={`${styles.pill} ${styles.cluster} ${active ? styles.pillActive : ''}`}
              style={position}
              aria-label={t('map.cluster', { count: members.length, price: lead.label })}
              onClick={() => {
                const box = boundsOf(members.map((member) => member.point.coordinates));
                if (box) setView(zoomInto(view, box));
                // The cluster is gone after the zoom: keep keyboard focus on the map, not the page body.
                frameRef.current?.focus();
              }}
            >
              {lead.label}
              <span className={styles.count} aria-hidden="true">
                {members.length}
              </span>
            </button>
          );
        })}
    </MapFrame>
  );
}

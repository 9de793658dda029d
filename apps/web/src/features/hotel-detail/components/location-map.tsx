import { useTranslation } from 'react-i18next';
import { MapFrame } from '../../../components/map/map-frame';
import { toScreen } from '../../../components/map/map-view';
import { useMapViewport } from '../../../components/map/use-map-viewport';
import styles from './location-map.module.css';

export interface LocationMapProps {
  name: string;
  coordinates: { latitude: number; longitude: number };
  /** A brand's raster tile URL template ({z}/{x}/{y}); without one the built-in basemap is drawn. */
  tileUrl: string | null;
}

/** Zoom 10 shows the stay within its city and region (for Rome, the coast 25 km away) on the basemap. */
const ZOOM = 10;

/** The stay on the map (lazy chunk): a pin at its coordinates on the shared basemap, pannable and zoomable. */
export function LocationMap({ name, coordinates, tileUrl }: LocationMapProps) {
  const { t } = useTranslation('hotel-detail');
  const viewport = useMapViewport({ centre: coordinates, zoom: ZOOM });
  const { view } = viewport;
  const at = view ? toScreen(view, coordinates.latitude, coordinates.longitude) : null;
  return (
    <MapFrame
      viewport={viewport}
      texts={{
        label: t('map.label', { name }),
        help: t('map.help'),
        zoomIn: t('map.zoomIn'),
        zoomOut: t('map.zoomOut'),
        basemap: t('map.basemap'),
      }}
      tileTemplate={tileUrl}
      testId="location-map"
    >
      {at && (
        <span className={styles.marker} style={{ transform: `translate(${at.x}px, ${at.y}px)` }}>
          <span className={styles.pin} aria-hidden="true" />
          <span className={styles.name}>{name}</span>
        </span>
      )}
    </MapFrame>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WorldMap } from '../../../components/map/world-map';

export interface LocationMapProps {
  name: string;
  coordinates: { latitude: number; longitude: number };
  /** A brand's raster tile URL template ({z}/{x}/{y}); without one the built-in world basemap is drawn. */
  tileUrl: string | null;
}

/** Zoom 10 shows the stay within its city and region (for Rome, the coast 25 km away). */
const ZOOM = 10;

/**
 * The stay on the map (lazy chunk): the results map's Leaflet map with one pin, named, at its coordinates, on
 * the same world basemap (any continent) or the brand's tiles; pannable, zoomable, pinch-zoom on phones.
 */
export function LocationMap({ name, coordinates, tileUrl }: LocationMapProps) {
  const { t } = useTranslation('hotel-detail');
  const { latitude, longitude } = coordinates;
  const points = useMemo(
    () => [{ id: 'stay', latitude, longitude, label: name, priority: 0 }],
    [latitude, longitude, name],
  );
  return (
    <WorldMap
      points={points}
      fit={null}
      fitMaxZoom={ZOOM}
      fill
      tileTemplate={tileUrl}
      texts={{
        label: t('map.label', { name }),
        basemap: t('map.basemap'),
        pin: () => name,
        cluster: () => name,
      }}
      testId="location-map"
    />
  );
}

import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefObject } from 'react';
import type { LocationMapProps } from './location-map';
import styles from './hotel-detail.module.css';

// The map (projection, basemap outlines) is its own chunk, fetched only when its place nears the screen.
const LocationMap = lazy(() => import('./location-map').then((module) => ({ default: module.LocationMap })));

/**
 * Whether the slot is near the screen: false on the server and while hydrating. The server renders the placeholder
 * (Leaflet needs `window`: it used to start true where IntersectionObserver is missing, the server included, and
 * the map's chunk failed the server render of its boundary), and the browser hydrates the same. Every browser of
 * the build's target (es2022) has IntersectionObserver.
 */
function useNearScreen(ref: RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/** The location map's fixed-size slot: a placeholder (no layout shift) until the map chunk is wanted. */
export function LocationSection(props: LocationMapProps) {
  const { t } = useTranslation('hotel-detail');
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearScreen(slot);
  const placeholder = <div className={styles.mapPlaceholder} role="status" aria-label={t('map.loading')} />;
  return (
    <div ref={slot} className={styles.mapSlot}>
      {near ? (
        <Suspense fallback={placeholder}>
          <LocationMap {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

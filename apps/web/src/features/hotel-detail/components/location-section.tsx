import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefObject } from 'react';
import type { LocationMapProps } from './location-map';
import styles from './hotel-detail.module.css';

// The map (projection, basemap outlines) is its own chunk, fetched only when its place nears the screen.
const LocationMap = lazy(() => import('./location-map').then((module) => ({ default: module.LocationMap })));

/** Starts true where IntersectionObserver is missing (the map then loads at once). */
function useNearScreen(ref: RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
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

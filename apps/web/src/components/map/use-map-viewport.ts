import { useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { centredOn, fitBounds } from './map-view';
import type { BoundingBox, MapViewport } from './map-view';

function useElementSize(ref: RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export interface MapViewportState {
  frameRef: RefObject<HTMLDivElement | null>;
  /** What the map shows now; null until the frame has a size. */
  view: MapViewport | null;
  /** True once the traveller moved or zoomed the map away from its home view. */
  moved: boolean;
  setView: (next: MapViewport) => void;
}

/** Where a map starts: fitting an area (Europe when there is none yet), or centred on a place at a zoom. */
export type MapHome = { fit: BoundingBox | null } | { centre: { latitude: number; longitude: number }; zoom: number };

const EUROPE: MapViewport = { latitude: 45, longitude: 12, zoom: 4, width: 0, height: 0 };

function homeView(home: MapHome, width: number, height: number): MapViewport {
  if ('centre' in home) return centredOn(home.centre, home.zoom, width, height);
  return home.fit ? fitBounds(home.fit, width, height) : { ...EUROPE, width, height };
}

/**
 * The viewport of a map frame: its home view (recomputed for a new home or frame size) until the traveller
 * pans or zooms; their own moves are kept until the home changes.
 */
export function useMapViewport(home: MapHome): MapViewportState {
  const frameRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(frameRef);
  const homeKey = JSON.stringify(home);
  const key = size && size.width > 0 ? `${size.width}x${size.height}:${homeKey}` : null;
  const fitted = useMemo(
    () => (size && size.width > 0 ? homeView(JSON.parse(homeKey) as MapHome, size.width, size.height) : null),
    [homeKey, size],
  );
  const [own, setOwn] = useState<{ key: string; view: MapViewport } | null>(null);
  const moved = own !== null && own.key === key;
  return {
    frameRef,
    view: moved ? own.view : fitted,
    moved,
    setView: (next) => {
      if (key) setOwn({ key, view: next });
    },
  };
}

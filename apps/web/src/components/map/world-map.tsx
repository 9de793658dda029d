import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { tileUrl } from './tile-url';
import { clusterIndex, pinGroups, pointsBounds } from './point-clusters';
import type { MapPoint, PinGroup } from './point-clusters';
import { loadWorldBasemap } from './world-basemap';
import styles from './world-map.module.css';

export interface WorldMapBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface WorldMapTexts {
  label: string;
  /** Shown in the corner when the built-in basemap is drawn (its source). */
  basemap: string;
  /** Absent on a map without "search this area" (a location map). */
  searchArea?: string;
  pin: (point: MapPoint) => string;
  cluster: (count: number, lead: MapPoint) => string;
}

interface WorldMapProps {
  points: readonly MapPoint[];
  /** The first view: this box, else the points' box (key the map by search to fit a new search). */
  fit: WorldMapBounds | null;
  /** A brand's raster tile URL template ({z}/{x}/{y}); without one the built-in world basemap is drawn. */
  tileTemplate: string | null;
  texts: WorldMapTexts;
  highlightedId?: string | null;
  onHighlight?: (id: string | null) => void;
  /**
   * A single pin was chosen (click, Enter or Space): the caller shows its preview. Without it the pins are
   * labelled images, not buttons (a location map: nothing to choose).
   */
  onSelect?: (id: string | null) => void;
  /** The preview card of the chosen pin, drawn over the map. */
  preview?: ReactNode;
  /** Offers "search this area" once the traveller moved the map. */
  onSearchArea?: (bounds: WorldMapBounds) => void;
  /** The closest the first view zooms in to fit the points (a single place: its surroundings). */
  fitMaxZoom?: number;
  /** Takes its container's height, however small (a fixed slot), instead of the results map's minimum. */
  fill?: boolean;
  testId?: string;
}

const noop = () => undefined;

const boxOf = (map: L.Map): WorldMapBounds => {
  const bounds = map.getBounds();
  return { north: bounds.getNorth(), south: bounds.getSouth(), east: bounds.getEast(), west: bounds.getWest() };
};

/** The pill of a pin: text only (no inline styles: the CSP has no unsafe-inline), its count for a cluster. */
function pinIcon(group: PinGroup): L.DivIcon {
  const pill = document.createElement('span');
  pill.className = `${styles.pill ?? ''} ${group.clusterId !== null ? (styles.cluster ?? '') : ''}`;
  pill.textContent = group.lead.label;
  if (group.clusterId !== null) {
    const count = document.createElement('span');
    count.className = styles.count ?? '';
    count.textContent = String(group.ids.length);
    pill.append(count);
  }
  // A 2 px anchor box at the point (the pill hangs above it): a real box to focus, hover and click.
  return L.divIcon({ html: pill, className: styles.pin!, iconSize: [2, 2], iconAnchor: [1, 1] });
}

/**
 * The results map (issue 19 item 2) on Leaflet, in the map's own lazy chunk: the built-in world basemap or a
 * brand's tiles, pins clustered by supercluster, pinch-zoom and a gentler wheel, keyboard pan and zoom
 * (Leaflet's), pins that are focusable buttons linked to the list (hover and focus), a preview for a pin, and
 * "search this area" once the traveller moved the map.
 */
export function WorldMap(props: WorldMapProps) {
  const { points, fit, tileTemplate, texts, highlightedId = null, onHighlight = noop, onSelect, onSearchArea } = props;
  const { fitMaxZoom = 16 } = props;
  const node = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const pins = useRef(new Map<string, { element: HTMLElement; ids: string[] }>());
  const programmatic = useRef(false);
  const [moved, setMoved] = useState(false);
  const [viewTick, setViewTick] = useState(0);
  const latest = useRef({ onHighlight, onSelect, texts });
  useEffect(() => {
    latest.current = { onHighlight, onSelect, texts };
  });

  useEffect(() => {
    const map = L.map(node.current!, {
      minZoom: 2,
      maxZoom: 18,
      zoomSnap: 0.5,
      // A notch of the wheel zooms half a level, not a whole one (issue 19: the wheel zoomed too fast).
      wheelPxPerZoomLevel: 120,
      worldCopyJump: true,
      attributionControl: false,
    });
    mapRef.current = map;
    layer.current = L.layerGroup().addTo(map);
    map.on('moveend', () => {
      if (programmatic.current) programmatic.current = false;
      else setMoved(true);
      setViewTick((tick) => tick + 1);
    });
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current!;
    const template = tileTemplate && tileUrl(tileTemplate, { x: 0, y: 0, z: 0 }) ? tileTemplate : null;
    let base: L.Layer | null = null;
    let cancelled = false;
    if (template) {
      base = L.tileLayer(template, { maxZoom: 18 }).addTo(map);
    } else {
      void loadWorldBasemap().then((world) => {
        if (cancelled) return;
        base = L.geoJSON(world, { interactive: false, style: { className: styles.country! } }).addTo(map);
      });
    }
    return () => {
      cancelled = true;
      base?.remove();
    };
  }, [tileTemplate]);

  useEffect(() => {
    const map = mapRef.current!;
    const box = fit ?? pointsBounds(points);
    programmatic.current = true;
    if (box)
      map.fitBounds(
        [
          [box.south, box.west],
          [box.north, box.east],
        ],
        { padding: [36, 36], maxZoom: fitMaxZoom },
      );
    else map.setView([20, 0], 2);
    // Fit once (the caller keys the map by search): filters change the pins, never the traveller's view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const index = useRef<{ points: readonly MapPoint[]; index: ReturnType<typeof clusterIndex> } | null>(null);
  useEffect(() => {
    const map = mapRef.current!;
    if (index.current?.points !== points) index.current = { points, index: clusterIndex(points) };
    const bounds = map.getBounds();
    const groups = pinGroups(
      index.current.index,
      points,
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      map.getZoom(),
    );
    layer.current!.clearLayers();
    pins.current.clear();
    for (const group of groups) {
      const interactive = latest.current.onSelect !== undefined;
      const marker = L.marker([group.latitude, group.longitude], {
        icon: pinIcon(group),
        keyboard: interactive,
        interactive,
      });
      marker.addTo(layer.current!);
      const element = marker.getElement()!;
      const { texts: words } = latest.current;
      element.setAttribute('role', interactive ? 'button' : 'img');
      element.setAttribute(
        'aria-label',
        group.clusterId === null ? words.pin(group.lead) : words.cluster(group.ids.length, group.lead),
      );
      element.dataset.count = String(group.ids.length);
      element.dataset.pin = group.clusterId === null ? 'stay' : 'cluster';
      pins.current.set(group.key, { element, ids: group.ids });
      if (!interactive) continue;
      const choose = () => {
        if (group.clusterId === null) latest.current.onSelect?.(group.lead.id);
        else {
          // The cluster's pin is replaced by its members as the map zooms: the focus stays on the map (ready for
          // arrows and +/-), never falling back to the page's start.
          map.getContainer().focus({ preventScroll: true });
          map.flyTo([group.latitude, group.longitude], index.current!.index.getClusterExpansionZoom(group.clusterId));
        }
      };
      marker.on('click', choose);
      element.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        choose();
      });
      const lead = group.clusterId === null ? group.lead.id : null;
      element.addEventListener('mouseenter', () => latest.current.onHighlight(lead ?? group.ids[0]!));
      element.addEventListener('mouseleave', () => latest.current.onHighlight(null));
      element.addEventListener('focus', () => latest.current.onHighlight(lead ?? group.ids[0]!));
      element.addEventListener('blur', () => latest.current.onHighlight(null));
    }
  }, [points, viewTick]);

  useEffect(() => {
    for (const { element, ids } of pins.current.values()) {
      const active = highlightedId !== null && ids.includes(highlightedId);
      element.classList.toggle(styles.active!, active);
      element.style.zIndex = active ? '1000' : '';
    }
  }, [highlightedId, viewTick, points]);

  return (
    <div className={props.fill ? `${styles.wrap} ${styles.fill}` : styles.wrap}>
      <div ref={node} className={styles.map} role="region" aria-label={texts.label} data-testid={props.testId} />
      {moved && onSearchArea && (
        <button
          type="button"
          className={styles.searchArea}
          onClick={() => {
            onSearchArea(boxOf(mapRef.current!));
            setMoved(false);
          }}
        >
          {texts.searchArea}
        </button>
      )}
      {props.preview}
      {!tileTemplate && <p className={styles.attribution}>{texts.basemap}</p>}
    </div>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, RefObject, WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StayMapPoints } from '../api/retrieve-all-stay-proposals';
import {
  boundsOf,
  fitBounds,
  panBy,
  ringsToPath,
  tileUrl,
  toScreen,
  viewportBounds,
  visibleTiles,
  zoomAround,
} from '../model/map-view';
import type { MapViewport } from '../model/map-view';
import { formatMoney } from '../model/stay-format';
import type { BoundingBox } from '../model/stay-view';
import { BASEMAP_LAND } from './basemap-europe';
import styles from './stay-map.module.css';

interface StayMapProps {
  points: StayMapPoints;
  area: BoundingBox | null;
  onSearchArea: (area: BoundingBox) => void;
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
  hrefFor: (proposalId: string) => string;
  language: string;
  tileUrl: string | null;
}

/** Price pills beyond this many in view would cover each other: the cheapest get pills, the rest dots. */
const MAX_PILLS = 40;
const PAN_STEP = 80;

function useSize(ref: RefObject<HTMLDivElement | null>) {
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

/** A pannable, zoomable map drawn by the app itself: built-in land outlines (or a brand's tiles) and markers. */
export function StayMap({
  points,
  area,
  onSearchArea,
  highlightedId,
  onHighlight,
  hrefFor,
  language,
  tileUrl: template,
}: StayMapProps) {
  const { t } = useTranslation('stays');
  const frameRef = useRef<HTMLDivElement>(null);
  const size = useSize(frameRef);
  const drag = useRef<{ x: number; y: number; id: number } | null>(null);

  const home = useMemo(() => area ?? boundsOf(points.map((point) => point.coordinates)), [area, points]);
  // A new size or a new area re-fits the map; the traveller's own moves are kept until then.
  const fitKey = size && size.width > 0 ? `${size.width}x${size.height}:${JSON.stringify(home)}` : null;
  const fitted = useMemo<MapViewport | null>(() => {
    if (!size || size.width === 0) return null;
    return home ? fitBounds(home, size.width, size.height) : { latitude: 45, longitude: 12, zoom: 4, ...size };
  }, [home, size]);
  const [own, setOwn] = useState<{ key: string; view: MapViewport } | null>(null);
  const moved = own !== null && own.key === fitKey;
  const view = moved ? own.view : fitted;

  const update = (next: MapViewport) => {
    if (fitKey) setOwn({ key: fitKey, view: next });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a,button')) return;
    drag.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !view || drag.current.id !== event.pointerId) return;
    const dx = event.clientX - drag.current.x;
    const dy = event.clientY - drag.current.y;
    drag.current = { ...drag.current, x: event.clientX, y: event.clientY };
    if (dx !== 0 || dy !== 0) update(panBy(view, dx, dy));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (!view || !frameRef.current) return;
    const rect = frameRef.current.getBoundingClientRect();
    update(
      zoomAround(view, event.deltaY < 0 ? 0.5 : -0.5, { x: event.clientX - rect.left, y: event.clientY - rect.top }),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!view || event.target !== event.currentTarget) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const move = moves[event.key];
    if (move) update(panBy(view, move[0], move[1]));
    else if (event.key === '+' || event.key === '=') update(zoomAround(view, 1));
    else if (event.key === '-') update(zoomAround(view, -1));
    else return;
    event.preventDefault();
  };

  const markers = useMemo(() => {
    if (!view) return [];
    const placed = points
      .map((point) => ({ point, at: toScreen(view, point.coordinates.latitude, point.coordinates.longitude) }))
      .filter(({ at }) => at.x >= -40 && at.y >= -20 && at.x <= view.width + 40 && at.y <= view.height + 20);
    const pills = new Set(
      [...placed]
        .sort((a, b) => a.point.price.amount - b.point.price.amount)
        .slice(0, MAX_PILLS)
        .map(({ point }) => point.id),
    );
    return placed.map((item) => ({ ...item, pill: pills.has(item.point.id) || item.point.id === highlightedId }));
  }, [points, view, highlightedId]);

  const land = useMemo(() => (view && !template ? ringsToPath(view, BASEMAP_LAND) : ''), [view, template]);
  const tiles = view && template ? visibleTiles(view) : [];

  return (
    <div className={styles.wrap}>
      <div
        ref={frameRef}
        className={styles.frame}
        role="region"
        aria-label={t('map.label')}
        aria-describedby="stay-map-help"
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onWheel={onWheel}
        onKeyDown={onKeyDown}
        data-testid="stay-map"
      >
        <p id="stay-map-help" className={styles.srOnly}>
          {t('map.help')}
        </p>
        {tiles.map((tile) => {
          const src = template ? tileUrl(template, tile) : null;
          return src ? (
            <img
              key={`${tile.z}-${tile.x}-${tile.y}-${tile.left}`}
              src={src}
              alt=""
              className={styles.tile}
              width={tile.size}
              height={tile.size}
              style={{ transform: `translate(${tile.left}px, ${tile.top}px)`, width: tile.size, height: tile.size }}
              draggable={false}
            />
          ) : null;
        })}
        {view && !template && (
          <svg className={styles.basemap} width={view.width} height={view.height} aria-hidden="true" focusable="false">
            <path d={land} className={styles.land} fillRule="evenodd" />
          </svg>
        )}
        {markers.map(({ point, at, pill }) =>
          pill ? (
            <Link
              key={point.id}
              to={hrefFor(point.id)}
              className={`${styles.pill} ${highlightedId === point.id ? styles.pillActive : ''}`}
              style={{ transform: `translate(${at.x}px, ${at.y}px) translate(-50%, -100%)` }}
              aria-label={t('map.marker', {
                name: point.name,
                price: formatMoney(point.price.amount, point.price.currency, language, true),
              })}
              onMouseEnter={() => onHighlight(point.id)}
              onMouseLeave={() => onHighlight(null)}
              onFocus={() => onHighlight(point.id)}
              onBlur={() => onHighlight(null)}
              draggable={false}
            >
              {formatMoney(point.price.amount, point.price.currency, language, true)}
            </Link>
          ) : (
            <span
              key={point.id}
              className={styles.dot}
              style={{ transform: `translate(${at.x}px, ${at.y}px) translate(-50%, -50%)` }}
              aria-hidden="true"
            />
          ),
        )}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={t('map.zoomIn')}
          onClick={() => view && update(zoomAround(view, 1))}
        >
          +
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={t('map.zoomOut')}
          onClick={() => view && update(zoomAround(view, -1))}
        >
          −
        </button>
      </div>
      {moved && view && (
        <button type="button" className={styles.searchArea} onClick={() => onSearchArea(viewportBounds(view))}>
          {t('map.searchArea')}
        </button>
      )}
      {!template && <p className={styles.attribution}>{t('map.basemap')}</p>}
    </div>
  );
}

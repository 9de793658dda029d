import { useId, useMemo } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode, WheelEvent } from 'react';
import { useRef } from 'react';
import { BASEMAP_LAND } from './basemap-europe';
import { panBy, ringsToPath, tileUrl, visibleTiles, zoomAround } from './map-view';
import type { MapViewportState } from './use-map-viewport';
import styles from './map.module.css';

export interface MapFrameTexts {
  /** The map region's accessible name. */
  label: string;
  /** How to move it by keyboard (announced with the region). */
  help: string;
  zoomIn: string;
  zoomOut: string;
  /** Shown in the corner when the built-in basemap is drawn. */
  basemap: string;
}

interface MapFrameProps {
  viewport: MapViewportState;
  texts: MapFrameTexts;
  /** A brand's raster tile URL template ({z}/{x}/{y}); without one the built-in basemap is drawn. */
  tileTemplate: string | null;
  testId?: string;
  /** Markers, positioned by the caller from `viewport.view`. */
  children?: ReactNode;
  /** Controls over the map that are not part of the moving picture (e.g. "search this area"). */
  overlay?: ReactNode;
  className?: string;
}

const PAN_STEP = 80;
const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
};

/**
 * A pannable, zoomable map drawn by the app itself (no map library): the built-in land outlines, or a brand's
 * tiles, under the caller's markers. Drag, wheel, arrow keys and +/− move it; the zoom buttons are focusable.
 */
export function MapFrame({ viewport, texts, tileTemplate, testId, children, overlay, className }: MapFrameProps) {
  const { frameRef, view, setView } = viewport;
  const helpId = useId();
  const drag = useRef<{ x: number; y: number; id: number } | null>(null);
  const template = tileTemplate && tileUrl(tileTemplate, { x: 0, y: 0, z: 0 }) ? tileTemplate : null;

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
    if (dx !== 0 || dy !== 0) setView(panBy(view, dx, dy));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (!view || !frameRef.current) return;
    const rect = frameRef.current.getBoundingClientRect();
    const anchor = { x: event.clientX - rect.left, y: event.clientY - rect.top };
    setView(zoomAround(view, event.deltaY < 0 ? 0.5 : -0.5, anchor));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!view || event.target !== event.currentTarget) return;
    const move = KEY_MOVES[event.key];
    if (move) setView(panBy(view, move[0], move[1]));
    else if (event.key === '+' || event.key === '=') setView(zoomAround(view, 1));
    else if (event.key === '-') setView(zoomAround(view, -1));
    else return;
    event.preventDefault();
  };

  const land = useMemo(() => (view && !template ? ringsToPath(view, BASEMAP_LAND) : ''), [view, template]);
  const tiles = view && template ? visibleTiles(view) : [];

  return (
    <div className={`${styles.wrap} ${className ?? ''}`}>
      <div
        ref={frameRef}
        className={styles.frame}
        role="region"
        aria-label={texts.label}
        aria-describedby={helpId}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onWheel={onWheel}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <p id={helpId} className={styles.srOnly}>
          {texts.help}
        </p>
        {template &&
          tiles.map((tile) => (
            <img
              key={`${tile.z}-${tile.x}-${tile.y}-${tile.left}`}
              src={tileUrl(template, tile) ?? ''}
              alt=""
              className={styles.tile}
              width={tile.size}
              height={tile.size}
              style={{ transform: `translate(${tile.left}px, ${tile.top}px)`, width: tile.size, height: tile.size }}
              draggable={false}
            />
          ))}
        {view && !template && (
          <svg className={styles.basemap} width={view.width} height={view.height} aria-hidden="true" focusable="false">
            <path d={land} className={styles.land} fillRule="evenodd" />
          </svg>
        )}
        {view && children}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={texts.zoomIn}
          onClick={() => view && setView(zoomAround(view, 1))}
        >
          +
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={texts.zoomOut}
          onClick={() => view && setView(zoomAround(view, -1))}
        >
          −
        </button>
      </div>
      {overlay}
      {!template && <p className={styles.attribution}>{texts.basemap}</p>}
    </div>
  );
}

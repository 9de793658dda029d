import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MapPoint } from '../../../components/map/point-clusters';
import { WorldMap } from '../../../components/map/world-map';
import { formatMoneyIn, minorUnit, useBrandLocale, useMoneyFormat } from '../../../lib/money';
import type { StayMapPoints } from '../api/retrieve-all-stay-proposals';
import type { BoundingBox } from '../model/stay-view';
import styles from './stay-map.module.css';

interface StayMapProps {
  points: StayMapPoints;
  /** A new search fits the map again; filters only change the pins. */
  searchId: string;
  area: BoundingBox | null;
  onSearchArea: (area: BoundingBox) => void;
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
  hrefFor: (proposalId: string) => string;
  tileUrl: string | null;
}

/**
 * The results map: the list's stays as price pins (clustered, the cheapest leading), linked to the cards by
 * hover and focus; a pin opens a preview card that opens the hotel.
 */
export function StayMap({
  points,
  searchId,
  area,
  onSearchArea,
  highlightedId,
  onHighlight,
  hrefFor,
  tileUrl,
}: StayMapProps) {
  const { t } = useTranslation('stays');
  const locale = useBrandLocale();
  const formatMoney = useMoneyFormat();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const pins: MapPoint[] = useMemo(
    () =>
      points.map((point) => {
        const shown = point.memberPrice ?? point.price;
        // A pill has room for whole units only (the card and the preview show the exact amount).
        const unit = minorUnit(shown.currency);
        const whole = { ...shown, amount: Math.round(shown.amount / unit) * unit };
        return {
          id: point.id,
          latitude: point.coordinates.latitude,
          longitude: point.coordinates.longitude,
          label: formatMoneyIn(locale, whole, { minimumFractionDigits: 0 }),
          priority: shown.amount,
        };
      }),
    [points, locale],
  );
  const selected = points.find((point) => point.id === selectedId) ?? null;
  const texts = {
    label: t('map.label'),
    basemap: t('map.basemap'),
    searchArea: t('map.searchArea'),
    pin: (pin: MapPoint) =>
      t('map.marker', { name: points.find((point) => point.id === pin.id)?.name ?? '', price: pin.label }),
    cluster: (count: number, lead: MapPoint) => t('map.cluster', { count, price: lead.label }),
  };
  return (
    <WorldMap
      key={searchId}
      points={pins}
      fit={area}
      tileTemplate={tileUrl}
      texts={texts}
      highlightedId={highlightedId}
      onHighlight={onHighlight}
      onSelect={setSelectedId}
      onSearchArea={onSearchArea}
      testId="stay-map"
      preview={
        selected && (
          <div className={styles.preview} role="dialog" aria-label={selected.name} data-testid="map-preview">
            {selected.imageUrl && <img className={styles.previewImage} src={selected.imageUrl} alt="" />}
            <div className={styles.previewBody}>
              <p className={styles.previewName}>{selected.name}</p>
              <p className={styles.previewMeta}>
                {[
                  selected.stars > 0 ? t('card.stars', { count: selected.stars }) : null,
                  selected.rating !== undefined ? `${selected.rating.toFixed(1)}/10` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className={styles.previewPrice}>{formatMoney(selected.memberPrice ?? selected.price)}</p>
              <Link className={styles.previewLink} to={hrefFor(selected.id)}>
                {t('map.openHotel')}
              </Link>
            </div>
            <button
              type="button"
              className={styles.previewClose}
              aria-label={t('map.closePreview')}
              onClick={() => setSelectedId(null)}
            >
              ×
            </button>
          </div>
        )
      }
    />
  );
}

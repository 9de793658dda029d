import type { Money } from '@wayfare/contract';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/money';
import { moveInGrid, seatParts } from '../model/seat-grid';
import type { GridPoint, SeatCell, SeatSegment } from '../model/seat-grid';
import styles from './seat-map.module.css';

interface SeatMapProps {
  segment: SeatSegment;
  /** Seat code → the name of the traveller holding it on this flight (the active traveller's seat included). */
  holders: ReadonlyMap<string, string>;
  /** The active traveller's seat on this flight, if any. */
  activeSeat: string | undefined;
  onChoose: (seat: SeatCell) => void;
  /** The grid's accessible name (the flight and whose seat is being chosen). */
  label: string;
}

/** Column letters with an aisle after C (the API's six-abreast cabin, A-C | D-F). */
const AISLE_AFTER = 'C';

/**
 * A visual, accessible seat map of one flight (WAI-ARIA grid with roving focus): one Tab stop, the arrows,
 * Home/End and PageUp/PageDown move, Enter or Space choose. Each seat is described as a screen reader user
 * needs it ("Row 12, seat C, aisle, €12.00, available"); exits and extra-legroom rows are marked.
 */
export function SeatMap({ segment, holders, activeSeat, onChoose, label }: SeatMapProps) {
  const { t } = useTranslation('checkout');
  const formatMoney = useMoneyFormat();
  const initial = (): GridPoint => {
    for (const [row, line] of segment.rows.entries()) {
      const col = line.seats.findIndex((seat) => seat.seat === activeSeat);
      if (col >= 0) return { row, col };
    }
    return { row: 0, col: 0 };
  };
  const [focus, setFocus] = useState<GridPoint>(initial);
  const cells = useRef(new Map<string, HTMLDivElement>());
  const letters = segment.rows[0]?.seats.map((seat) => seatParts(seat.seat).letter) ?? [];

  const describe = (seat: SeatCell, price: Money) => {
    const { row, letter } = seatParts(seat.seat);
    const holder = holders.get(seat.seat);
    const state =
      seat.seat === activeSeat
        ? t('seatMap.state.yours')
        : holder
          ? t('seatMap.state.heldBy', { name: holder })
          : seat.available
            ? t('seatMap.state.available')
            : t('seatMap.state.taken');
    return t('seatMap.seat', {
      row,
      letter,
      position: t(`extras.position.${seat.position}`),
      price: formatMoney(price),
      state,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, seat: SeatCell) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(seat);
      return;
    }
    const next = moveInGrid(segment, focus, event.key);
    if (!next) return;
    event.preventDefault();
    setFocus(next);
    cells.current.get(`${next.row}/${next.col}`)?.focus();
  };

  return (
    <div className={styles.cabin}>
      <div role="grid" aria-label={label} className={styles.grid} data-testid="seat-map">
        <div role="row" className={styles.row}>
          <span role="columnheader" className={styles.rowNumber} aria-label={t('seatMap.rowHeader')} />
          {letters.map((letter) => (
            <span
              key={letter}
              role="columnheader"
              className={styles.letter}
              data-aisle={letter === AISLE_AFTER || undefined}
            >
              {letter}
            </span>
          ))}
        </div>
        {segment.rows.map((line, rowIndex) => (
          <div
            key={line.row}
            role="row"
            className={styles.row}
            data-exit={line.exit || undefined}
            data-legroom={line.extraLegroom || undefined}
          >
            <span role="rowheader" className={styles.rowNumber}>
              {line.exit ? <span className={styles.exit}>{t('seatMap.exit')}</span> : null}
              {line.row}
            </span>
            {line.seats.map((seat, col) => {
              const holder = holders.get(seat.seat);
              const mine = seat.seat === activeSeat;
              const focused = focus.row === rowIndex && focus.col === col;
              const letter = seatParts(seat.seat).letter;
              return (
                <div
                  key={seat.seat}
                  role="gridcell"
                  ref={(node) => {
                    if (node) cells.current.set(`${rowIndex}/${col}`, node);
                    else cells.current.delete(`${rowIndex}/${col}`);
                  }}
                  tabIndex={focused ? 0 : -1}
                  aria-label={describe(seat, seat.price)}
                  aria-selected={mine}
                  aria-disabled={!seat.available || (holder !== undefined && !mine) || undefined}
                  className={styles.seat}
                  data-state={mine ? 'mine' : holder ? 'held' : seat.available ? 'free' : 'taken'}
                  data-position={seat.position}
                  data-aisle={letter === AISLE_AFTER || undefined}
                  data-seat={seat.seat}
                  onFocus={() => setFocus({ row: rowIndex, col })}
                  onClick={() => onChoose(seat)}
                  onKeyDown={(event) => onKeyDown(event, seat)}
                >
                  <span aria-hidden="true">{holder ? holder.slice(0, 1) : seat.available ? '' : '×'}</span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <SeatLegend segment={segment} />
    </div>
  );
}

/** The seat types with their prices as the server gave them (the cheapest of each kind) and the symbols. */
function SeatLegend({ segment }: { segment: SeatSegment }) {
  const { t } = useTranslation('checkout');
  const formatMoney = useMoneyFormat();
  const kinds = new Map<string, Money>();
  for (const line of segment.rows) {
    for (const seat of line.seats) {
      const kind = `${seat.position}${line.extraLegroom ? '/legroom' : ''}`;
      const known = kinds.get(kind);
      if (!known || seat.price.amount < known.amount) kinds.set(kind, seat.price);
    }
  }
  return (
    <ul className={styles.legend} aria-label={t('seatMap.legend')}>
      {[...kinds.entries()].map(([kind, price]) => {
        const [position, legroom] = kind.split('/');
        return (
          <li key={kind}>
            {t(`extras.position.${position}`)}
            {legroom ? ` · ${t('seatMap.extraLegroom')}` : ''}: {formatMoney(price)}
          </li>
        );
      })}
      <li>
        <span className={styles.swatch} data-state="free" aria-hidden="true" /> {t('seatMap.state.available')}
      </li>
      <li>
        <span className={styles.swatch} data-state="taken" aria-hidden="true" /> {t('seatMap.state.taken')}
      </li>
      <li>
        <span className={styles.swatch} data-state="mine" aria-hidden="true" /> {t('seatMap.state.yours')}
      </li>
    </ul>
  );
}

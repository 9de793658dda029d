import { useLayoutEffect, useRef } from 'react';
import styles from './date-picker.module.css';

/** A day's price in a date picker: already formatted by the caller, toned against the window's typical price. */
export interface CalendarDayPrice {
  text: string;
  tone: 'low' | 'typical' | 'high';
}

/** Prices by ISO day (YYYY-MM-DD); a day without one shows no price. */
export type CalendarDayPrices = ReadonlyMap<string, CalendarDayPrice>;

/** The legend's words, already translated (the colours alone never carry the meaning: the words do). */
export interface PriceLegendLabels {
  low: string;
  typical: string;
  high: string;
}

/**
 * The price under a day's number. React Aria names the day button itself ("Friday 4 December 2026"), and that
 * name hides the cell's text from screen readers, so the price is appended to the button's name after each
 * render of the cell: "Friday 4 December 2026, €37, low price".
 */
export function CellPrice({ price, toneLabel }: { price: CalendarDayPrice; toneLabel: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const suffix = `, ${price.text}, ${toneLabel}`;
  useLayoutEffect(() => {
    const button = ref.current?.closest('[role="button"]');
    const name = button?.getAttribute('aria-label');
    if (button && name !== null && name !== undefined && !name.endsWith(suffix)) {
      button.setAttribute('aria-label', name + suffix);
    }
  });
  return (
    <span ref={ref} className={styles.price} data-tone={price.tone} aria-hidden="true">
      {price.text}
    </span>
  );
}

export function PriceLegend({ labels }: { labels: PriceLegendLabels }) {
  return (
    <ul className={styles.legend}>
      {(['low', 'typical', 'high'] as const).map((tone) => (
        <li key={tone} className={styles.legendItem}>
          <span className={styles.legendSwatch} data-tone={tone} aria-hidden="true" />
          {labels[tone]}
        </li>
      ))}
    </ul>
  );
}

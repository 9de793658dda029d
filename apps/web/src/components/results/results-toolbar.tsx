import type { ReactNode } from 'react';
import { Select } from '../ui/kit/select';
import styles from './results-toolbar.module.css';

interface ResultsToolbarProps<V extends string> {
  /** "23 flights", or "Searching…" while the count is unknown (announced politely). */
  countText: string;
  /** Buttons before the sort (phones: open the filters; stays: show the map). */
  actions: ReactNode;
  sortLabel: string;
  sortValue: V;
  sortOptions: { value: V; label: string }[];
  onSortChange: (value: V) => void;
  sortDisabled?: boolean;
  /** Several buttons: they wrap, and on phones the sort takes a row of its own under them. */
  stacked?: boolean;
}

/** The line above the results: how many there are, the actions and the sort selector. */
export function ResultsToolbar<V extends string>(props: ResultsToolbarProps<V>) {
  const { countText, actions, sortLabel, sortValue, sortOptions, onSortChange, sortDisabled, stacked } = props;
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} role="status" aria-live="polite">
        {countText}
      </p>
      <div className={stacked ? `${styles.toolbarActions} ${styles.stacked}` : styles.toolbarActions}>
        {actions}
        <span className={styles.sortLabel} aria-hidden="true">
          {sortLabel}
        </span>
        <Select
          label={sortLabel}
          hideLabel
          className={styles.sortSelect}
          value={sortValue}
          isDisabled={sortDisabled}
          onChange={(value) => onSortChange(value as V)}
          options={sortOptions}
        />
      </div>
    </div>
  );
}

import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Select } from '../ui/kit/select';
import type { SelectOption } from '../ui/kit/select';
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

interface SortSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  isDisabled: boolean | undefined;
  onChange: (value: string) => void;
}

const sameOptions = (a: readonly SelectOption[], b: readonly SelectOption[]) =>
  a.length === b.length &&
  a.every((option, index) => option.value === b[index]?.value && option.label === b[index].label);

/**
 * The sort, rendered again only when what it shows changes (issue 16 TBT): each render of React Aria's Select gives
 * its options new props, its collection is rebuilt and it renders twice more, synchronously. The results page
 * re-renders its toolbar in the low-priority pass right after hydration with the same sort (new arrays, new
 * callbacks), which cost one such synchronous pass in the hydration's long task.
 */
const SortSelect = memo(
  function SortSelect({ label, value, options, isDisabled, onChange }: SortSelectProps) {
    return (
      <Select
        label={label}
        hideLabel
        className={styles.sortSelect}
        value={value}
        isDisabled={isDisabled}
        onChange={onChange}
        options={options}
      />
    );
  },
  (before, after) =>
    before.label === after.label &&
    before.value === after.value &&
    before.isDisabled === after.isDisabled &&
    before.onChange === after.onChange &&
    sameOptions(before.options, after.options),
);

/** The line above the results: how many there are, the actions and the sort selector. */
export function ResultsToolbar<V extends string>(props: ResultsToolbarProps<V>) {
  const { countText, actions, sortLabel, sortValue, sortOptions, onSortChange, sortDisabled, stacked } = props;
  // The latest callback behind a stable one, so a new callback with each render does not render the sort again.
  const latestSortChange = useRef(onSortChange);
  useLayoutEffect(() => {
    latestSortChange.current = onSortChange;
  });
  const changeSort = useCallback((value: string) => latestSortChange.current(value as V), []);
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
        <SortSelect
          label={sortLabel}
          value={sortValue}
          isDisabled={sortDisabled}
          onChange={changeSort}
          options={sortOptions}
        />
      </div>
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../ui/kit/checkbox';
import styles from './filters.module.css';
import { numberFormat } from '../../lib/intl-format';

export interface FacetOption<T> {
  value: T;
  count: number;
  label: string;
}

interface CheckboxFacetProps<T extends string | number> {
  legend: string;
  options: readonly FacetOption<T>[];
  selected: readonly T[];
  onToggle: (value: T, checked: boolean) => void;
  language: string;
  /** Translation namespace holding `filters.countLabel|showAll|showLess` (each product words its counts). */
  namespace: string;
  /** Show this many, with a "show all" toggle for the rest (airline and amenity lists are long). */
  visible?: number;
  /** Locks every option (flights: "direct only" fixes the stop facets). */
  disabled?: boolean;
  /** Stays: a zero-count option can't be picked unless already chosen, and an empty facet is not shown. */
  lockEmpty?: boolean;
}

/** A facet as a list of checkboxes, each with its count from the metadata. */
export function CheckboxFacet<T extends string | number>(props: CheckboxFacetProps<T>) {
  const { legend, options, selected, onToggle, language, namespace, visible = Infinity, disabled, lockEmpty } = props;
  const { t } = useTranslation(namespace);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? options : options.slice(0, visible);
  const number = numberFormat(language);
  if (lockEmpty && options.length === 0) return null;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options} id={listId}>
        {shown.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <li key={String(option.value)} className={styles.option}>
              <Checkbox
                isSelected={checked}
                isDisabled={disabled || (lockEmpty && !checked && option.count === 0)}
                onChange={(next) => onToggle(option.value, next)}
              >
                <span className={styles.optionLabel}>{option.label}</span>
              </Checkbox>
              <span className={styles.count} aria-label={t('filters.countLabel', { count: option.count })}>
                {number.format(option.count)}
              </span>
            </li>
          );
        })}
      </ul>
      {options.length > visible && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('filters.showLess') : t('filters.showAll', { count: options.length })}
        </button>
      )}
    </fieldset>
  );
}

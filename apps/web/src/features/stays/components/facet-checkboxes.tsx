import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/form';
import styles from './stay-filters.module.css';

export interface FacetOption<T extends string | number> {
  value: T;
  label: string;
  count: number;
}

interface FacetCheckboxesProps<T extends string | number> {
  legend: string;
  options: readonly FacetOption<T>[];
  isChecked: (value: T) => boolean;
  onToggle: (value: T, checked: boolean) => void;
  language: string;
  /** Show this many, with a "show all" toggle for the rest (amenity lists are long). */
  visible?: number;
}

/** A facet as checkboxes, each with its count from the metadata (a zero count is disabled unless chosen). */
export function FacetCheckboxes<T extends string | number>(props: FacetCheckboxesProps<T>) {
  const { legend, options, isChecked, onToggle, language, visible = Infinity } = props;
  const { t } = useTranslation('stays');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? options : options.slice(0, visible);
  const number = new Intl.NumberFormat(language);
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options} id={listId}>
        {shown.map((option) => {
          const checked = isChecked(option.value);
          return (
            <li key={String(option.value)} className={styles.option}>
              <Checkbox
                checked={checked}
                disabled={!checked && option.count === 0}
                onChange={(event) => onToggle(option.value, event.target.checked)}
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

/** Adds or removes one value of a multi-choice facet. */
export function toggleIn<T>(values: readonly T[], value: T, checked: boolean): T[] {
  const rest = values.filter((item) => item !== value);
  return checked ? [...rest, value] : rest;
}

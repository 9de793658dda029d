import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/form';
import type { FacetOption } from '../model/facet-options';
import { toggleValue } from '../model/facet-options';
import styles from './flight-filters.module.css';

interface CheckboxFacetProps<T extends string | number> {
  legend: string;
  options: readonly FacetOption<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** Show this many, with a "show all" toggle for the rest (airline lists are long). */
  visible?: number;
  language: string;
  disabled?: boolean;
}

/** A facet as a list of checkboxes, each with its count from the metadata. */
export function CheckboxFacet<T extends string | number>(props: CheckboxFacetProps<T>) {
  const { legend, options, selected, onChange, visible = Infinity, language, disabled } = props;
  const { t } = useTranslation('flights');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? options : options.slice(0, visible);
  const number = new Intl.NumberFormat(language);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options} id={listId}>
        {shown.map((option) => (
          <li key={String(option.value)} className={styles.option}>
            <Checkbox
              checked={selected.includes(option.value)}
              disabled={disabled}
              onChange={(event) => onChange(toggleValue(selected, option.value, event.target.checked))}
            >
              <span className={styles.optionLabel}>{option.label}</span>
            </Checkbox>
            <span className={styles.count} aria-label={t('filters.countLabel', { count: option.count })}>
              {number.format(option.count)}
            </span>
          </li>
        ))}
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

import type { ReactNode } from 'react';
import { Checkbox } from '../ui/kit/checkbox';
import styles from './filters.module.css';
import { numberFormat } from '../../lib/intl-format';

interface FiltersPanelProps {
  title: string;
  /** False inside the phone drawer, whose own title already names the panel. */
  showHeading?: boolean;
  clearLabel: string;
  /** True when any filter is set (otherwise "clear all" is disabled). */
  canClear: boolean;
  onClear: () => void;
  children: ReactNode;
}

/** The frame of a results filter panel: heading, "clear all", then the facets (a sidebar or a phone drawer). */
export function FiltersPanel({
  title,
  showHeading = true,
  clearLabel,
  canClear,
  onClear,
  children,
}: FiltersPanelProps) {
  return (
    <div className={styles.panel}>
      <div className={styles.panelHead}>
        {showHeading ? <h2 className={styles.panelTitle}>{title}</h2> : <span />}
        <button type="button" className={styles.clear} disabled={!canClear} onClick={onClear}>
          {clearLabel}
        </button>
      </div>
      {children}
    </div>
  );
}

interface FacetSectionProps {
  legend: string;
  children: ReactNode;
}

/** One titled group of options inside a filters panel. */
export function FacetSection({ legend, children }: FacetSectionProps) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

interface ToggleOptionProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** Results with this option set, from the filters metadata. */
  count: number;
  language: string;
  /** `li` inside an option list, `div` when it stands alone. */
  as?: 'li' | 'div';
}

/** A single on/off filter with its count (e.g. "Direct flights only", "Free cancellation"). */
export function ToggleOption({ checked, onChange, label, count, language, as: Tag = 'div' }: ToggleOptionProps) {
  return (
    <Tag className={styles.option}>
      <Checkbox isSelected={checked} onChange={onChange}>
        <span className={styles.optionLabel}>{label}</span>
      </Checkbox>
      <span className={styles.count}>{numberFormat(language).format(count)}</span>
    </Tag>
  );
}

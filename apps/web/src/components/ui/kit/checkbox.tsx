import type { ReactNode } from 'react';
import styles from './checkbox.module.css';
import toggleRow from './toggle-row.module.css';

export interface CheckboxProps {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isDisabled?: boolean;
  /** Required and not ticked after a submit attempt (the terms): aria-invalid, with the message it describes. */
  isInvalid?: boolean;
  'aria-describedby'?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A labelled checkbox: the native input inside its label (Space toggles it, a click anywhere on the row too, forms
 * and screen readers see a checkbox named by the label), visually hidden and spread over the row; the kit's box is
 * drawn from its state in CSS (:checked, :focus-visible, :disabled). Native rather than React Aria's Checkbox,
 * which wraps the same input: the flights search's one-way option is on the landing, where React Aria's first
 * load was 18.4 KB gzip of 172.9 KB (issue 16: goal 150 KB).
 */
export function Checkbox({ isSelected, onChange, isDisabled, isInvalid, className, children, ...rest }: CheckboxProps) {
  return (
    <label className={[styles.checkbox, toggleRow.row, className].filter(Boolean).join(' ')}>
      <input
        type="checkbox"
        className={styles.input}
        checked={isSelected}
        disabled={isDisabled}
        aria-invalid={isInvalid || undefined}
        aria-describedby={rest['aria-describedby']}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.box} aria-hidden="true">
        <svg viewBox="0 0 18 18" width="14" height="14" focusable="false">
          <polyline points="3 9.5 7 13 15 5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </span>
      {children}
    </label>
  );
}

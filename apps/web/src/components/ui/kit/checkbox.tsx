import { Checkbox as AriaCheckbox } from 'react-aria-components';
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

/** A labelled checkbox (a native input underneath: Space toggles it, forms and screen readers see it). */
export function Checkbox({ className, children, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox className={[styles.checkbox, toggleRow.row, className].filter(Boolean).join(' ')} {...rest}>
      <span className={styles.box} aria-hidden="true">
        <svg viewBox="0 0 18 18" width="14" height="14" focusable="false">
          <polyline points="3 9.5 7 13 15 5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </span>
      {children}
    </AriaCheckbox>
  );
}
